// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@circa/contract/messages';
import { jsonResponse, mockApi, renderRoutes, sentBodies } from '../../../app/test-utils';
import { TemplateRequestDialog, templateRequestedText } from './template-request-dialog';

const onClose = vi.fn();
const routes = [
  { path: '/', element: <TemplateRequestDialog structureId={21} open onClose={onClose} /> },
];

const box = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('textbox', { name });
const type = (dialog: HTMLElement, name: RegExp, value: string) =>
  fireEvent.change(box(dialog, name), { target: { value } });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  onClose.mockReset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('TemplateRequestDialog', { timeout: 20_000 }, () => {
  it("shows the spec's messages on Send, and reruns them on every change after that", async () => {
    const fetchMock = mockApi({
      'POST /sendtemplaterequestedemail': () => jsonResponse({ Data: true }),
      'GET /getsupportemail': () => jsonResponse({ Data: 'lots@acme.example' }),
    });
    renderRoutes(routes);
    const dialog = await screen.findByRole('dialog', { name: 'Request a Template' });
    type(dialog, /^Name/, 'Recycled brick');
    type(dialog, /^Name/, '');
    expect(within(dialog).queryByText('Please enter template name.')).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    for (const text of [
      'Please enter template name.',
      'Please enter description.',
      'Please enter quantity.',
      'Please enter unit.',
      messages.invalidEmail,
      'Please enter phone number.',
    ]) {
      expect(await within(dialog).findByText(text)).toBeTruthy();
    }
    type(dialog, /^Name/, 'Recycled brick');
    await waitFor(() =>
      expect(within(dialog).queryByText('Please enter template name.')).toBeNull(),
    );
    type(dialog, /^Email/, 'ada@');
    expect(await within(dialog).findByText(messages.invalidEmail)).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /sendtemplaterequestedemail')).toEqual([]);
  });

  it("sends the request (information source optional) and says it went to the project's administration", async () => {
    const fetchMock = mockApi({
      'POST /sendtemplaterequestedemail': () => jsonResponse({ Data: true }),
      'GET /getsupportemail': () => jsonResponse({ Data: 'lots@acme.example' }),
    });
    renderRoutes(routes);
    const dialog = await screen.findByRole('dialog', { name: 'Request a Template' });
    expect((box(dialog, /^Description/) as HTMLTextAreaElement).rows).toBe(12);
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('getSupportEmail'))).toBe(
        true,
      ),
    );
    type(dialog, /^Name/, ' Recycled brick ');
    type(dialog, /^Description/, 'Brick veneer from reclaimed bricks');
    type(dialog, /^Quantity/, '120');
    type(dialog, /^Unit/, 'm2');
    type(dialog, /^Email/, 'ada@example.com');
    type(dialog, /^Phone/, '02 9000 0000');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    const done = await screen.findByRole('dialog', { name: 'New Template Requested' });
    expect(within(done).getByText(templateRequestedText)).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST /sendtemplaterequestedemail')).toEqual([
      {
        StructureId: 21,
        Name: 'Recycled brick',
        Description: 'Brick veneer from reclaimed bricks',
        Quantity: '120',
        Unit: 'm2',
        InformationSource: '',
        Email: 'ada@example.com',
        Phone: '02 9000 0000',
        SupportEmail: 'lots@acme.example',
      },
    ]);
    expect(templateRequestedText).toBe(
      "Your template request has been sent to the project's administration team. If it is approved, the template will appear in the template list.",
    );
    fireEvent.click(within(done).getByRole('button', { name: 'Ok' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("keeps what was typed and shows the server's message when sending fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'POST /sendtemplaterequestedemail': () =>
        jsonResponse({ code: 'not_found', message: 'The lot has no development.' }, 404),
      'GET /getsupportemail': () => jsonResponse({ Data: 'lots@acme.example' }),
    });
    renderRoutes(routes);
    const dialog = await screen.findByRole('dialog', { name: 'Request a Template' });
    for (const [name, value] of [
      [/^Name/, 'Brick'],
      [/^Description/, 'Reclaimed'],
      [/^Quantity/, '1'],
      [/^Unit/, 'm2'],
      [/^Email/, 'ada@example.com'],
      [/^Phone/, '1'],
    ] as const) {
      type(dialog, name, value);
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The lot has no development.',
    );
    expect((box(dialog, /^Name/) as HTMLInputElement).value).toBe('Brick');
    expect(onClose).not.toHaveBeenCalled();
  });
});
