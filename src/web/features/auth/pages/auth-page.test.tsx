import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Navigate, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthOrPage } from '@web/app/route-guards';
import { renderWithProviders, testUser } from '@web/test/render';
import { AuthPage } from './auth-page';

type Call = { url: string; method: string; body: unknown };
let calls: Call[];

/** Answers every request with the given status and JSON body, and records what was sent. */
function answerWith(status: number, body: unknown) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({
        url,
        method: init?.method ?? 'GET',
        body: init?.body ? JSON.parse(init.body as string) : undefined,
      });
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

function renderAuth(route = '/auth', user: ReturnType<typeof testUser> | null = null) {
  return renderWithProviders(
    <Routes>
      <Route path="/auth" element={<AuthPage />} />
      <Route
        path="/private"
        element={<Navigate to="/auth" replace state={{ from: '/bookings' }} />}
      />
      <Route
        path="/dashboard/league"
        element={
          <AuthOrPage>
            <p>League content</p>
          </AuthOrPage>
        }
      />
      <Route path="*" element={<p>Somewhere else</p>} />
    </Routes>,
    { route, user },
  );
}

beforeEach(() => answerWith(200, testUser()));
afterEach(() => vi.unstubAllGlobals());

describe('AuthPage: login', () => {
  it('shows the SPEC §5 messages under each field and sends nothing', async () => {
    const { user } = renderAuth();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    // Each message is tied to its field, and the field says it is invalid.
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Invalid email address');
    expect(password).toHaveAccessibleDescription('Password must be at least 6 characters');
    expect(calls).toHaveLength(0);
  });

  it('rejects a malformed email', async () => {
    const { user } = renderAuth();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('posts the email and password to /api/login, then goes home', async () => {
    const { user, location } = renderAuth();
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    await user.type(screen.getByLabelText('Email'), 'Sam@Example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(location()).toBe('/'));
    expect(calls).toEqual([
      {
        url: '/api/login',
        method: 'POST',
        body: { email: 'sam@example.com', password: 'secret123' },
      },
    ]);
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
  });

  it('returns to where the visitor was going after signing in', async () => {
    const { user, location } = renderAuth('/private');
    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location()).toBe('/bookings'));
  });

  it('disables the button while signing in', async () => {
    let release: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (release = resolve))),
    );
    const { user } = renderAuth();
    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('button', { name: 'Signing in…' })).toBeDisabled();
    release(new Response(JSON.stringify(testUser()), { status: 200 }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Signing in…' })).toBeNull());
  });

  it('shows the server message in a toast and stays on the page when sign-in fails', async () => {
    answerWith(401, { message: 'Invalid email or password', code: 'unauthorized' });
    const { user, location } = renderAuth();
    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const toast = await screen.findByTestId('toast');
    expect(within(toast).getByText('Login failed')).toBeInTheDocument();
    expect(within(toast).getByText('Invalid email or password')).toBeInTheDocument();
    expect(location()).toBe('/auth');
  });

  it('stays at the same address when shown in place of a dashboard', async () => {
    const { user, location } = renderAuth('/dashboard/league');
    // AuthOrPage loads the auth screen lazily.
    await user.type(await screen.findByLabelText('Email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('League content')).toBeInTheDocument();
    expect(location()).toBe('/dashboard/league');
  });

  it('sends a signed-in user who opens /auth home', async () => {
    const { location } = renderAuth('/auth', testUser());
    await waitFor(() => expect(location()).toBe('/'));
  });
});

describe('AuthPage: register', () => {
  async function openRegister() {
    const rendered = renderAuth();
    await rendered.user.click(screen.getByRole('tab', { name: 'Register' }));
    return rendered;
  }

  it('shows every SPEC §5 message for an empty form', async () => {
    const { user } = await openRegister();
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    // Under both the password and its confirmation.
    expect(screen.getAllByText('Password must be at least 6 characters')).toHaveLength(2);
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('asks for a user type when none is chosen', async () => {
    const { user } = await openRegister();
    fireEvent.change(screen.getByLabelText('User type'), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please select a user type')).toBeInTheDocument();
    expect(screen.getByLabelText('User type')).toHaveAccessibleDescription(
      /Please select a user type/,
    );
  });

  it("says the passwords don't match, on the confirmation", async () => {
    const { user } = await openRegister();
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.type(screen.getByLabelText('Confirm password'), 'secret124');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      "Passwords don't match",
    );
  });

  it('defaults the user type to player and offers all ten', async () => {
    await openRegister();
    const select = screen.getByLabelText<HTMLSelectElement>('User type');
    expect(select.value).toBe('player');
    expect(
      within(select)
        .getAllByRole('option')
        .filter((o) => !(o as HTMLOptionElement).disabled),
    ).toHaveLength(10);
  });

  it('posts the account without the confirmation, then goes to role selection', async () => {
    const { user, location } = await openRegister();
    expect(screen.getByLabelText('First name')).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByLabelText('Last name')).toHaveAttribute('autocomplete', 'family-name');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    await user.type(screen.getByLabelText('First name'), 'Nadia');
    await user.type(screen.getByLabelText('Last name'), 'Rahman');
    await user.type(screen.getByLabelText('Email'), 'nadia@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.type(screen.getByLabelText('Confirm password'), 'secret123');
    await user.selectOptions(screen.getByLabelText('User type'), 'Coach');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(location()).toBe('/role-selection'));
    expect(calls).toEqual([
      {
        url: '/api/register',
        method: 'POST',
        body: {
          email: 'nadia@example.com',
          password: 'secret123',
          firstName: 'Nadia',
          lastName: 'Rahman',
          userType: 'coach',
        },
      },
    ]);
    expect(calls[0]!.body).not.toHaveProperty('confirmPassword');
  });

  it("puts the server's per-field messages under the fields", async () => {
    answerWith(400, {
      message: 'First name is required',
      code: 'validation_error',
      fields: {
        firstName: 'First name is required',
        email: 'Email must be at most 255 characters',
      },
    });
    const { user, location } = await openRegister();
    await user.type(screen.getByLabelText('First name'), 'Nadia');
    await user.type(screen.getByLabelText('Last name'), 'Rahman');
    await user.type(screen.getByLabelText('Email'), 'nadia@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.type(screen.getByLabelText('Confirm password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'Email must be at most 255 characters',
      ),
    );
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription(
      'First name is required',
    );
    expect(location()).toBe('/auth');
  });
});
