import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PRODUCT_NAME } from '@shared/constants';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useAuth } from '@web/features/auth/api/current-user';
import { LoginForm } from '@web/features/auth/components/login-form';
import { RegisterForm } from '@web/features/auth/components/register-form';

type Tab = 'login' | 'register';

const COPY: Record<Tab, { title: string; description: string }> = {
  login: {
    title: 'Welcome back',
    description: `Sign in to book venues, join games and catch up with your ${PRODUCT_NAME} community.`,
  },
  register: {
    title: `Join ${PRODUCT_NAME}`,
    description: 'Create your free account: it takes less than a minute.',
  },
};

/** Where RequireAuth was sending the visitor, if it was an in-app path (never another site). */
function returnPathOf(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return null;
  return from.startsWith('/auth') ? null : from;
}

/**
 * Login and register tabs (SPEC §2). On /auth a signed-in user is sent on: after signing in to
 * where they were going (else home), after signing up to role selection, and when they simply
 * open /auth while signed in, home. Route guards also render this page in place of a dashboard
 * (AuthOrPage); there it never navigates, so signing in reveals the page at the same address.
 */
export function AuthPage() {
  const { user } = useAuth();
  const location = useLocation();
  const [tab, setTab] = useState<Tab>('login');
  // Set when a form is submitted (before the answer), so the redirect knows which one succeeded.
  const [arrival, setArrival] = useState<Tab | null>(null);

  if (user && location.pathname === '/auth') {
    const to =
      arrival === 'register'
        ? '/role-selection'
        : arrival === 'login'
          ? (returnPathOf(location.state) ?? '/')
          : '/';
    return <Navigate to={to} replace />;
  }

  const copy = COPY[tab];
  return (
    <div className="flex min-h-[calc(100vh-8rem)] items-start justify-center bg-gradient-to-b from-primary/10 via-background to-background px-4 py-10 sm:items-center sm:py-16">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <h1 className="text-2xl leading-none font-semibold tracking-tight">{copy.title}</h1>
          <CardDescription>{copy.description}</CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="login">Login</TabsTrigger>
              <TabsTrigger value="register">Register</TabsTrigger>
            </TabsList>
            <TabsContent value="login" className="mt-6">
              <LoginForm onSubmitting={() => setArrival('login')} />
              <p className="mt-6 text-center text-sm text-muted-foreground">
                New here?{' '}
                <button
                  type="button"
                  className="font-medium text-primary underline-offset-4 hover:underline"
                  onClick={() => setTab('register')}
                >
                  Create an account
                </button>
              </p>
            </TabsContent>
            <TabsContent value="register" className="mt-6">
              <RegisterForm onSubmitting={() => setArrival('register')} />
              <p className="mt-6 text-center text-sm text-muted-foreground">
                Already have an account?{' '}
                <button
                  type="button"
                  className="font-medium text-primary underline-offset-4 hover:underline"
                  onClick={() => setTab('login')}
                >
                  Sign in
                </button>
              </p>
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </div>
  );
}
