import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageContainer } from '@web/components/page-header';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';

/**
 * Tighter card padding on a phone. At 390 × 844 the summary and the card form with its Pay
 * button must fit the first screen together (issue 18); the desktop keeps the cards' spacing.
 */
const PHONE_HEADER = 'max-sm:p-4';
const PHONE_CONTENT = 'max-sm:px-4 max-sm:pb-4';

/** One card of the checkout: the summary or the payment. */
export function CheckoutCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className={PHONE_HEADER}>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className={`grid gap-4 ${PHONE_CONTENT}`}>{children}</CardContent>
    </Card>
  );
}

/**
 * The checkout page of a booking or a payment order: what is paid for first on a phone (beside
 * the payment on a wide screen), then the payment card.
 */
export function CheckoutFrame({
  back,
  summary,
  payment,
}: {
  back: { to: string; label: string };
  summary: ReactNode;
  payment: ReactNode;
}) {
  return (
    <PageContainer>
      <Link
        to={back.to}
        className="mb-4 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground sm:mb-6"
      >
        <ArrowLeft className="size-4" aria-hidden /> {back.label}
      </Link>
      <h1 className="mb-4 text-2xl font-bold tracking-tight sm:mb-6 sm:text-3xl">Checkout</h1>
      <div className="grid gap-4 sm:gap-6 lg:grid-cols-[1fr_24rem]">
        <div className="order-2 lg:order-1">
          <CheckoutCard title="Payment">{payment}</CheckoutCard>
        </div>
        <div className="order-1 lg:order-2">{summary}</div>
      </div>
    </PageContainer>
  );
}
