// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getLotReportRecipients, sendLotReport } from '@circa/contract/reports.routes';
import { reportTexts } from '@circa/contract/reports.schema';
import {
  isolateEachTest,
  jsonResponse,
  mockApi,
  onRoute,
  renderRoutes,
  sentRouteBodies,
} from '../../../app/test-utils';
import { SendReportPage } from './send-report-page';

const routes = [
  {
    path: '/share/:id/:type/send-report/:reportTypeId/:reportId',
    element: <SendReportPage />,
  },
];
const at = ['/share/7/3/send-report/36/11'];
const start = () => ({
  ReportRecipients: [
    { UserId: 1, Name: 'Avery Admin', Email: 'admin@example.com', Checked: false },
    { UserId: 2, Name: 'Blake Builder', Email: 'builder@example.com', Checked: false },
  ],
  Message: 'Please find attached the Life Cycle Assessment for Design 1, Lot 102, Demo Estate.',
});

isolateEachTest();

describe('SendReportPage', () => {
  it('enables Send only once a recipient is checked; Select all checks and clears them all', async () => {
    mockApi({ ...onRoute(getLotReportRecipients, start) });
    renderRoutes(routes, at);
    const send = await screen.findByRole('button', { name: 'Send' });
    expect(send.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(reportTexts.noRecipientChecked)).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(
      (
        screen.getByRole('checkbox', {
          name: 'Avery Admin (admin@example.com)',
        }) as HTMLInputElement
      ).checked,
    ).toBe(true);
    expect(send.hasAttribute('disabled')).toBe(false);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(send.hasAttribute('disabled')).toBe(true);
  });

  it('adds a valid extra recipient checked, once; a bad address cannot be added', async () => {
    const fetchMock = mockApi({
      ...onRoute(getLotReportRecipients, start),
      ...onRoute(sendLotReport, () => true),
    });
    renderRoutes(routes, at);
    const field = await screen.findByRole('textbox', { name: 'Extra recipient' });
    const add = screen.getByRole('button', { name: 'Add' });
    await userEvent.type(field, 'certifier@');
    expect(add.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    await userEvent.type(field, 'example.org');
    await userEvent.click(add);
    await userEvent.type(field, 'CERTIFIER@example.org{Enter}');
    expect(screen.getAllByRole('checkbox', { name: 'certifier@example.org' })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(reportTexts.sendSucceeded)).toBeTruthy();
    const [body] = sentRouteBodies(fetchMock, sendLotReport);
    expect(body!.ReportId).toBe(11);
    expect(body!.Message).toBe(start().Message);
    expect(body!.ReportRecipients.filter((r) => r.Checked).map((r) => r.Email)).toEqual([
      'certifier@example.org',
    ]);
  });

  it("says 'An error has occurred' when sending fails", async () => {
    mockApi({
      ...onRoute(getLotReportRecipients, start),
      ...onRoute(sendLotReport, () => jsonResponse({ code: 'internal', message: 'boom' }, 500)),
    });
    renderRoutes(routes, at);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select all' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByText(reportTexts.sendFailed)).toBeTruthy());
  });
});
