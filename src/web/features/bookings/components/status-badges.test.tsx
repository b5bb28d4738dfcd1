import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge } from './status-badges';

describe('StatusBadge', () => {
  it('a confirmed booking that was checked in says checked in, not completed', () => {
    render(<StatusBadge status="confirmed" checkedInAt="2030-06-12T09:40:00Z" />);
    expect(screen.getByText('Checked in')).toBeInTheDocument();
    expect(screen.queryByText('Completed')).not.toBeInTheDocument();
  });

  it('shows the status itself otherwise', () => {
    const { rerender } = render(<StatusBadge status="confirmed" />);
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    rerender(<StatusBadge status="completed" checkedInAt="2030-06-12T09:40:00Z" />);
    expect(screen.getByText('Completed')).toBeInTheDocument();
  });
});
