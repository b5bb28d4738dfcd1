import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import type { PaymentOrder } from '@shared/contracts/payments';
import { formatMoney } from '@shared/money';
import { RecordPageState } from '@web/components/record-page-state';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api-client';
import { toast } from '@web/lib/use-toast';
import {
  paymentOrderKey,
  useOrderPaymentIntent,
  usePaymentOrder,
  useRefreshOrder,
} from '../api/payment';
import { CheckoutCard, CheckoutFrame } from '../components/checkout-frame';
import { TestCardForm } from '../components/test-card-form';

const StripePayment = lazy(() => import('../components/stripe-payment'));

const PAID = { title: 'Payment Successful', description: 'Thank you, your payment went through.' };

function OrderSummary({ order }: { order: PaymentOrder }) {
  return (
    <CheckoutCard title="Order summary">
      <p className="text-sm font-medium" data-testid="order-description">
        {order.description}
      </p>
      <dl className="grid gap-2 border-t pt-4 text-sm">
        <div className="flex justify-between">
          <dt className="text-muted-foreground">Service fee</dt>
          <dd>{formatMoney('0')}</dd>
        </div>
        <div className="flex justify-between border-t pt-2 text-base font-semibold">
          <dt>Total</dt>
          <dd data-testid="checkout-total">{formatMoney(order.amount)}</dd>
        </div>
      </dl>
    </CheckoutCard>
  );
}

/** What the page says instead of a card form when the order cannot be paid (any more). */
function NotPayable({ order, message }: { order: PaymentOrder; message: string }) {
  return (
    <div role="alert" className="space-y-3">
      <p className="font-semibold">{message}</p>
      <Button asChild>
        <Link to={order.returnTo}>Go back</Link>
      </Button>
    </div>
  );
}

/**
 * /checkout?order=<id>: pays a payment order (a league's registration fee…) with the same card
 * form as a booking, then goes back to where the order came from (its `returnTo`).
 */
export function OrderCheckout({ orderId }: { orderId: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const order = usePaymentOrder(orderId);
  const payable = order.data?.status === 'pending' || order.data?.status === 'failed';
  const intent = useOrderPaymentIntent(payable ? orderId : undefined);
  const refresh = useRefreshOrder();

  const finish = useCallback(
    (paid: PaymentOrder) => {
      queryClient.setQueryData(paymentOrderKey(paid.id), paid);
      // Whatever the order paid for (a league's requests…) is shown afresh.
      void queryClient.invalidateQueries();
      toast(PAID);
      void navigate(paid.returnTo);
    },
    [navigate, queryClient],
  );

  useEffect(() => {
    if (intent.error) console.error('Payment intent failed', intent.error);
  }, [intent.error]);

  if (!order.data) {
    return (
      <RecordPageState
        isLoading={order.isLoading}
        error={order.error}
        notFound={{ title: 'Payment not found' }}
        failed={{ title: 'Something went wrong' }}
        back={{ to: '/dashboard', label: 'Go to your dashboard' }}
      />
    );
  }
  const o = order.data;

  async function stripeConfirmed() {
    try {
      const updated = await refresh.mutateAsync(orderId);
      if (updated.status === 'paid') return finish(updated);
      toast({
        title: 'Payment processing',
        description: 'We will confirm it as soon as the payment clears.',
      });
      void navigate(o.returnTo);
    } catch {
      toast({
        title: 'Payment Error',
        description: 'An unexpected error occurred. Please try again.',
        variant: 'destructive',
      });
    }
  }

  let body;
  if (o.status === 'paid' || o.status === 'refunded') {
    body = <NotPayable order={o} message="This is already paid." />;
  } else if (o.status === 'cancelled') {
    body = <NotPayable order={o} message="This payment is no longer needed." />;
  } else if (intent.error) {
    const message =
      intent.error instanceof ApiError ? intent.error.serverMessage : 'Something went wrong.';
    body = <NotPayable order={o} message={message} />;
  } else if (!intent.data) {
    body = (
      <div className="flex justify-center py-10">
        <Spinner label="Preparing payment" />
      </div>
    );
  } else if (intent.data.provider === 'stripe' && intent.data.publishableKey) {
    body = (
      <Suspense fallback={<Spinner label="Loading the card form" />}>
        <StripePayment
          publishableKey={import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY ?? intent.data.publishableKey}
          clientSecret={intent.data.clientSecret}
          amount={o.amount}
          returnUrl={`${window.location.origin}${o.returnTo}`}
          onConfirmed={() => void stripeConfirmed()}
        />
      </Suspense>
    );
  } else {
    body = (
      <TestCardForm
        clientSecret={intent.data.clientSecret}
        amount={o.amount}
        onPaid={(result) => result.order && finish(result.order)}
      />
    );
  }

  return (
    <CheckoutFrame
      back={{ to: o.returnTo, label: 'Back' }}
      summary={<OrderSummary order={o} />}
      payment={
        <>
          {o.lastError && payable && (
            <p className="text-sm text-destructive">Last attempt: {o.lastError}</p>
          )}
          {body}
        </>
      }
    />
  );
}
