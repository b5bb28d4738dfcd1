import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { Loader2, Lock } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { formatMoney } from '@shared/money';
import { Button } from '@web/components/ui/button';
import { useTheme } from '@web/lib/theme';
import { toast } from '@web/lib/use-toast';
import { PAYMENT_ERROR } from './test-card-form';

// Stripe.js is fetched from Stripe the first time this (lazily loaded) module runs, and only
// when Stripe is the configured provider.
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(key: string) {
  let stripe = stripes.get(key);
  if (!stripe) {
    stripe = loadStripe(key);
    stripes.set(key, stripe);
  }
  return stripe;
}

function StripeForm({
  amount,
  returnUrl,
  onConfirmed,
}: {
  amount: string;
  returnUrl: string;
  onConfirmed: () => void;
}) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    try {
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: returnUrl },
        redirect: 'if_required',
      });
      if (error) {
        const declined = error.type === 'card_error' || error.type === 'validation_error';
        toast(
          declined
            ? { title: 'Payment Failed', description: error.message, variant: 'destructive' }
            : { ...PAYMENT_ERROR, variant: 'destructive' },
        );
        return;
      }
      if (paymentIntent && ['succeeded', 'processing'].includes(paymentIntent.status))
        onConfirmed();
    } catch {
      toast({ ...PAYMENT_ERROR, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-4" aria-label="Card payment">
      <PaymentElement />
      <Button type="submit" size="lg" disabled={!stripe || busy}>
        {busy ? <Loader2 className="animate-spin" aria-hidden /> : <Lock aria-hidden />}
        Pay {formatMoney(amount)}
      </Button>
    </form>
  );
}

/** Stripe's Payment Element for a PaymentIntent the server created from the booking. */
export default function StripePayment(props: {
  publishableKey: string;
  clientSecret: string;
  amount: string;
  returnUrl: string;
  onConfirmed: () => void;
}) {
  const { resolvedTheme } = useTheme();
  return (
    <Elements
      stripe={stripeFor(props.publishableKey)}
      options={{
        clientSecret: props.clientSecret,
        appearance: { theme: resolvedTheme === 'dark' ? 'night' : 'stripe' },
      }}
    >
      <StripeForm
        amount={props.amount}
        returnUrl={props.returnUrl}
        onConfirmed={props.onConfirmed}
      />
    </Elements>
  );
}
