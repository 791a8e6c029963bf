import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { CardElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useForm } from 'react-hook-form';
import { creditMessages } from '@circa/contract/credits.schema';
import { paymentCardFormSchema } from '@circa/contract/payment.schema';
import type { PaymentCardForm } from '@circa/contract/payment.schema';
import { FormTextField } from '../../../ui/form-text-field';
import { InlineSpinner } from '../../../ui/page-spinner';
import { useVerifyPayment } from '../api/payment-api';

export interface CardPaymentFormProps {
  structureId: number;
  clientSecret: string;
  onPaid: () => void;
}

/**
 * The card form (document 2 §5 "Payment card form", §8): cardholder name, address, city and postal
 * code required, state optional, and Stripe's card field. Pay confirms the card payment with
 * Stripe, then asks the server to verify it: only the server's answer unlocks the lot. Card errors
 * show Stripe's message; a payment that did not succeed says so and the fields come back.
 */
export function CardPaymentForm({ structureId, clientSecret, onPaid }: CardPaymentFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const verify = useVerifyPayment();
  const [isPaying, setPaying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [isCardComplete, setCardComplete] = useState(false);
  const [cardError, setCardError] = useState<string | undefined>();
  const form = useForm<PaymentCardForm>({
    resolver: zodResolver(paymentCardFormSchema),
    defaultValues: { cardholderName: '', address: '', city: '', state: '', postalCode: '' },
  });
  const isBusy = isPaying || verify.isPending;

  const pay = form.handleSubmit(async (values) => {
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    if (!isCardComplete) {
      setCardError('Please enter your card details.');
      return;
    }
    setFailure(null);
    setPaying(true);
    try {
      const result = await stripe.confirmCardPayment(clientSecret, {
        payment_method: {
          card,
          billing_details: {
            name: values.cardholderName,
            address: {
              line1: values.address,
              city: values.city,
              state: values.state || undefined,
              postal_code: values.postalCode,
            },
          },
        },
      });
      if (result.error) {
        setFailure(result.error.message ?? creditMessages.paymentNotSuccessful);
        return;
      }
      if (result.paymentIntent.status !== 'succeeded') {
        setFailure(creditMessages.paymentNotSuccessful);
        return;
      }
      verify.mutate(
        { structureId, paymentId: result.paymentIntent.id },
        { onSuccess: onPaid, onError: () => setFailure(creditMessages.paymentNotVerified) },
      );
    } finally {
      setPaying(false);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void pay(event)}>
      <Stack spacing={2}>
        {failure ? (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        ) : null}
        <FormTextField
          control={form.control}
          name="cardholderName"
          label="Cardholder Name"
          required
          autoComplete="cc-name"
          disabled={isBusy}
          fullWidth
        />
        <FormTextField
          control={form.control}
          name="address"
          label="Address"
          required
          autoComplete="address-line1"
          disabled={isBusy}
          fullWidth
        />
        <FormTextField
          control={form.control}
          name="city"
          label="City"
          required
          autoComplete="address-level2"
          disabled={isBusy}
          fullWidth
        />
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
          <FormTextField
            control={form.control}
            name="state"
            label="State"
            autoComplete="address-level1"
            disabled={isBusy}
          />
          <FormTextField
            control={form.control}
            name="postalCode"
            label="Postal Code"
            required
            autoComplete="postal-code"
            disabled={isBusy}
          />
        </Box>
        <Box>
          <InputLabel shrink error={cardError !== undefined} sx={{ mb: 0.5 }}>
            Card *
          </InputLabel>
          <Box
            sx={{
              border: 1,
              borderColor: cardError ? 'error.main' : 'divider',
              borderRadius: 1,
              px: 1.5,
              py: 1.5,
              opacity: isBusy ? 0.6 : 1,
            }}
            data-testid="card-field"
          >
            <CardElement
              options={{ hidePostalCode: true, disabled: isBusy }}
              onChange={(event) => {
                setCardComplete(event.complete);
                setCardError(event.error?.message);
              }}
            />
          </Box>
          {cardError ? <FormHelperText error>{cardError}</FormHelperText> : null}
        </Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!stripe || isBusy}
          endIcon={isBusy ? <InlineSpinner label="Paying" /> : undefined}
        >
          Pay Now
        </Button>
      </Stack>
    </Box>
  );
}
