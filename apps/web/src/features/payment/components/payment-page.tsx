import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Elements } from '@stripe/react-stripe-js';
import { useNavigate, useSearchParams } from 'react-router';
import { creditMessages } from '@circa/contract/credits.schema';
import { isApiError } from '../../../lib/api-error';
import { PageCard } from '../../../ui/page-card';
import { PageSpinner } from '../../../ui/page-spinner';
import { useIdParam } from '../../../lib/route-params';
import { usePaymentConfig, usePaymentIntent } from '../api/payment-api';
import { safeDestination } from '../safe-destination';
import { loadStripeFrom } from '../stripe-loader';
import { CardPaymentForm } from './card-payment-form';

function PaymentForLot({ structureId, destination }: { structureId: number; destination: string }) {
  const navigate = useNavigate();
  const config = usePaymentConfig();
  const publishableKey = config.data?.PublishableKey ?? null;
  const intent = usePaymentIntent(structureId, publishableKey !== null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [isPaid, setPaid] = useState(false);
  const stripe = useMemo(() => {
    if (!config.data?.PublishableKey) return null;
    return loadStripeFrom(config.data.StripeJsUrl, config.data.PublishableKey).catch(
      (error: unknown) => {
        setLoadError(error instanceof Error ? error.message : creditMessages.paymentUnexpected);
        return null;
      },
    );
  }, [config.data]);
  const goOn = () => void navigate(destination, { replace: true });

  // document 3 §4 "Payment": verified, then success with Continue
  if (isPaid) return <PaymentSucceeded onContinue={goOn} />;
  if (config.isPending) return <PageSpinner label="Loading the payment form" />;
  if (config.isError) return <Alert severity="error">{creditMessages.paymentUnexpected}</Alert>;
  if (publishableKey === null)
    return <Alert severity="info">{creditMessages.paymentNotConfigured}</Alert>;
  if (intent.isPending) return <PageSpinner label="Loading the payment form" />;
  if (intent.isError) {
    if (isApiError(intent.error, 'conflict'))
      return (
        <Alert
          severity="success"
          action={
            <Button color="inherit" onClick={goOn}>
              Continue
            </Button>
          }
        >
          This lot is already paid.
        </Alert>
      );
    return <Alert severity="error">{creditMessages.paymentUnexpected}</Alert>;
  }
  if (loadError) return <Alert severity="error">{loadError}</Alert>;
  const { Currency, Dwellings, UnitCost } = intent.data;
  return (
    <Elements stripe={stripe} options={{ clientSecret: intent.data.ClientSecret }}>
      <Typography sx={{ mb: 2 }} data-testid="payment-amount">
        Amount: <strong>{money(UnitCost * Dwellings, Currency)}</strong> ({Dwellings}{' '}
        {Dwellings === 1 ? 'dwelling' : 'dwellings'} × {money(UnitCost, Currency)})
      </Typography>
      <CardPaymentForm
        structureId={structureId}
        clientSecret={intent.data.ClientSecret}
        onPaid={() => setPaid(true)}
      />
    </Elements>
  );
}

/** The success state after the server verified the payment; Continue goes to the destination. */
function PaymentSucceeded({ onContinue }: { onContinue: () => void }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Alert severity="success" role="status">
        <AlertTitle>Success</AlertTitle>
        {paymentSucceeded}
      </Alert>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button variant="contained" onClick={onContinue} autoFocus>
          Continue
        </Button>
      </Box>
    </Box>
  );
}

/** Circa's wording: the spec names the success state but not its text (docs/decisions/0007). */
const paymentSucceeded = 'Your payment was successful and the results of this lot are unlocked.';

/** An amount in the intent's currency, e.g. "A$60.00". */
function money(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-AU', { style: 'currency', currency }).format(amount);
}

/**
 * Payment (/payment/{structureId}?url={destination}; document 2 §2, document 3 "Payment screen"):
 * pays for a lot's results by card, then continues to `url` (the lot's results by default). The
 * amount charged (unit cost × dwellings, document 2 §9) is shown before the card is asked for.
 */
export function PaymentPage() {
  const structureId = useIdParam('structureId');
  const [search] = useSearchParams();
  if (structureId === null) return <Alert severity="error">This lot was not found.</Alert>;
  const destination = safeDestination(search.get('url'), structureId);
  return (
    <PageCard heading="Card Payment">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Pay by card to unlock the results of this lot.
      </Typography>
      <PaymentForLot structureId={structureId} destination={destination} />
    </PageCard>
  );
}
