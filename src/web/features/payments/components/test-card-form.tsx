import { CreditCard, Loader2, Lock } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { passesLuhn, type PaymentResult, testCardPaymentBody } from '@shared/contracts/payments';
import { formatMoney } from '@shared/money';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { FormField } from '@web/components/ui/form-field';
import { ApiError } from '@web/lib/api-client';
import { toast } from '@web/lib/use-toast';
import { usePayWithTestCard } from '../api/payment';
import { formatCardNumber, formatExpiry } from './card-format';

type Field = 'cardNumber' | 'expiry' | 'cvc';

export const PAYMENT_ERROR = {
  title: 'Payment Error',
  description: 'An unexpected error occurred. Please try again.',
};

/**
 * The built-in test provider's card form: the same card checks a real form makes, then the
 * server decides (4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined).
 */
export function TestCardForm({
  clientSecret,
  amount,
  onPaid,
}: {
  clientSecret: string;
  amount: string;
  /** The paid booking or payment order. */
  onPaid: (result: PaymentResult) => void;
}) {
  const pay = usePayWithTestCard();
  const [card, setCard] = useState({ cardNumber: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  function check(): boolean {
    const parsed = testCardPaymentBody.safeParse({ clientSecret, ...card });
    const next: Partial<Record<Field, string>> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
    } else if (!passesLuhn(parsed.data.cardNumber)) {
      next.cardNumber = 'Your card number is invalid.';
    }
    setErrors(next);
    return Object.keys(next).length === 0;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!check()) return;
    try {
      const result = await pay.mutateAsync({ clientSecret, ...card });
      onPaid(result);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.fields) {
        setErrors(error.fields);
        return;
      }
      if (error instanceof ApiError && (error.status === 402 || error.status === 409)) {
        toast({
          title: 'Payment Failed',
          description: error.serverMessage,
          variant: 'destructive',
        });
        return;
      }
      toast({ ...PAYMENT_ERROR, variant: 'destructive' });
    }
  }

  const set = (field: Field, value: string) => {
    setCard((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="grid gap-4"
      aria-label="Card payment"
    >
      <FormField id="card-number" label="Card number" error={errors.cardNumber}>
        {(field) => (
          <div className="relative">
            <Input
              {...field}
              value={card.cardNumber}
              onChange={(e) => set('cardNumber', formatCardNumber(e.target.value))}
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="1234 1234 1234 1234"
              className="pl-10 font-mono"
            />
            <CreditCard
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden
            />
          </div>
        )}
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField id="card-expiry" label="Expiry (MM / YY)" error={errors.expiry}>
          {(field) => (
            <Input
              {...field}
              value={card.expiry}
              onChange={(e) => set('expiry', formatExpiry(e.target.value))}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM / YY"
              className="font-mono"
            />
          )}
        </FormField>
        <FormField id="card-cvc" label="CVC" error={errors.cvc}>
          {(field) => (
            <Input
              {...field}
              value={card.cvc}
              onChange={(e) => set('cvc', e.target.value.replace(/\D/g, '').slice(0, 4))}
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              className="font-mono"
            />
          )}
        </FormField>
      </div>
      <Button type="submit" size="lg" disabled={pay.isPending}>
        {pay.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Lock aria-hidden />}
        Pay {formatMoney(amount)}
      </Button>
      <div className="rounded-lg border border-dashed bg-muted/50 p-3 text-xs text-muted-foreground">
        <p className="font-medium text-foreground">Test mode: no real money moves.</p>
        <p>
          Pay with <span className="font-mono">4242 4242 4242 4242</span>, any future expiry and any
          3-digit CVC. <span className="font-mono">4000 0000 0000 0002</span> shows a declined card.
        </p>
      </div>
    </form>
  );
}
