import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageContainer } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api-client';

type Message = { title: string; text?: string };

type RecordPageStateProps = {
  isLoading: boolean;
  error: unknown;
  /** The page's shape while it loads; a block the height of a record's header by default. */
  skeleton?: ReactNode;
  /** Said for an unknown or malformed id (the API answers 404 or 400). */
  notFound: Message;
  /** Said when the record could not be read for any other reason. */
  failed: Message;
  /** Where the reader can go instead. */
  back: { to: string; label: ReactNode };
};

/**
 * What a record page (a game, a team, a player, a venue) shows until it has its record: a
 * skeleton while it loads, then "not found" or "could not load", with a way back.
 */
export function RecordPageState({
  isLoading,
  error,
  skeleton,
  notFound,
  failed,
  back,
}: RecordPageStateProps) {
  if (isLoading) {
    return (
      <PageContainer>{skeleton ?? <Skeleton className="h-64 w-full rounded-xl" />}</PageContainer>
    );
  }
  const missing = error instanceof ApiError && [400, 404].includes(error.status);
  const message = missing ? notFound : failed;
  return (
    <PageContainer>
      <div className="rounded-xl border border-dashed p-10 text-center">
        <h1 className="text-xl font-semibold">{message.title}</h1>
        {message.text && <p className="mt-1 text-sm text-muted-foreground">{message.text}</p>}
        <Button asChild variant="link">
          <Link to={back.to}>{back.label}</Link>
        </Button>
      </div>
    </PageContainer>
  );
}
