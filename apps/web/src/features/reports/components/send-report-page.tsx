import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Send from '@mui/icons-material/Send';
import { reportTexts } from '@circa/contract/reports.schema';
import type { ReportRecipient, ReportRecipients } from '@circa/contract/reports.schema';
import { screens } from '../../../config/screens';
import { useIdParam } from '../../../lib/route-params';
import { ErrorAlert } from '../../../ui/error-alert';
import { NotFoundPage } from '../../../ui/not-found-page';
import { InlineSpinner } from '../../../ui/page-spinner';
import { QueryStateWithRefusal } from '../../../ui/query-state-with-refusal';
import { useReportRecipients, useSendReport } from '../api/reports-api';
import type { ReportOwner } from '../api/reports-api';
import { BackLinkButton } from './back-link-button';
import { useReportOwner } from './report-owner';
import { RecipientList } from './recipient-list';
import { ExtraRecipientField } from './extra-recipient-field';

/**
 * /share/{id}/{type}/send-report/{reportTypeId}/{reportId}: sending a made report by email
 * (document 3 §2 "Send report", §4 "Sending a report", §5 "Extra report recipient").
 */
export function SendReportPage() {
  const owner = useReportOwner();
  const reportTypeId = useIdParam('reportTypeId');
  const reportId = useIdParam('reportId');
  if (!owner || reportTypeId === null || reportId === null) return <NotFoundPage />;
  return <SendReport owner={owner} reportTypeId={reportTypeId} reportId={reportId} />;
}

function SendReport(props: { owner: ReportOwner; reportTypeId: number; reportId: number }) {
  const start = useReportRecipients(props.owner, props.reportTypeId);
  return (
    <Box component="section" aria-label="Send Report">
      <QueryStateWithRefusal query={start} label="recipients">
        {(data) => <SendForm {...props} start={data} />}
      </QueryStateWithRefusal>
    </Box>
  );
}

function SendForm({
  owner,
  reportTypeId,
  reportId,
  start,
}: {
  owner: ReportOwner;
  reportTypeId: number;
  reportId: number;
  start: ReportRecipients;
}) {
  const [recipients, setRecipients] = useState<ReportRecipient[]>(start.ReportRecipients);
  const [message, setMessage] = useState(start.Message);
  const send = useSendReport(owner);
  const checkedCount = recipients.filter((r) => r.Checked).length;
  const back = screens.shareReport.href(owner.id, owner.level, reportTypeId, reportId);

  const addExtra = (email: string) =>
    setRecipients((list) =>
      list.some((r) => r.Email.toLowerCase() === email.toLowerCase())
        ? list
        : [...list, { UserId: 0, Name: '', Email: email, Checked: true }],
    );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (checkedCount === 0 || send.isPending) return;
        send.mutate({ reportTypeId, reportId, message, recipients });
      }}
      sx={{ display: 'grid', gap: 2, maxWidth: 720 }}
    >
      <RecipientList recipients={recipients} onChange={setRecipients} />
      <ExtraRecipientField onAdd={addExtra} />
      <TextField
        label="Message"
        name="message"
        multiline
        minRows={3}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 4000 } }}
      />
      <Box role="status" aria-live="polite">
        {send.isSuccess ? (
          <Typography sx={{ color: 'success.main', fontWeight: 500 }}>
            {reportTexts.sendSucceeded}
          </Typography>
        ) : null}
        {send.isError ? <ErrorAlert message={reportTexts.sendFailed} /> : null}
        {checkedCount === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {reportTexts.noRecipientChecked}
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <BackLinkButton to={back} />
        <Button
          type="submit"
          variant="contained"
          disabled={checkedCount === 0 || send.isPending}
          startIcon={send.isPending ? <InlineSpinner label="Sending" /> : <Send />}
        >
          Send
        </Button>
      </Box>
    </Box>
  );
}
