import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('while pending is disabled, busy and shows a spinner before its label', () => {
    const { container } = render(<Button pending>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('svg.animate-spin')).toBe(button.firstElementChild);
  });

  it('otherwise is enabled unless told, with no spinner', () => {
    const { container, rerender } = render(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.getByRole('button')).not.toHaveAttribute('aria-busy');
    expect(container.querySelector('svg')).toBeNull();
    rerender(<Button disabled>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('as a link keeps the link and its one child', () => {
    render(
      <Button asChild pending>
        <a href="/venues">Find venues</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Find venues' });
    expect(link).toHaveAttribute('href', '/venues');
    expect(link.querySelector('svg')).toBeNull();
  });
});
