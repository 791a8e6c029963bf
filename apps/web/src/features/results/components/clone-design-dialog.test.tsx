// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CurrentPath, jsonResponse, mockApi, renderRoutes } from '../../../app/test-utils';
import { CloneDesignDialog } from './clone-design-dialog';

function renderDialog(kind: 'baseline' | 'preset') {
  const onClose = vi.fn();
  renderRoutes(
    [
      {
        path: '/design-results/:id',
        element: <CloneDesignDialog open structureId={21} kind={kind} onClose={onClose} />,
      },
      { path: '*', element: <CurrentPath /> },
    ],
    ['/design-results/21'],
  );
  return onClose;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the clone dialog', { timeout: 20000 }, () => {
  it('states the irreversible rule for a baseline, then offers the new lot', async () => {
    const fetchMock = mockApi({ 'POST /lot/cloneasbaseline/21': () => jsonResponse({ Data: 88 }) });
    renderDialog('baseline');
    const dialog = screen.getByRole('dialog', { name: 'Create Baseline' });
    expect(within(dialog).getByText(/not to new designs/)).toBeTruthy();
    expect(within(dialog).getByText('This cannot be undone.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Baseline' }));
    expect(await screen.findByRole('dialog', { name: 'Baseline Created' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Go To Lot' }));
    expect(await screen.findByText('At /lot/88')).toBeTruthy();
  });

  it('creates a preset build; Ok closes', async () => {
    mockApi({ 'POST /lot/cloneaspreset/21': () => jsonResponse({ Data: 89 }) });
    const onClose = renderDialog('preset');
    await userEvent.click(screen.getByRole('button', { name: 'Create Preset' }));
    expect(await screen.findByRole('dialog', { name: 'Preset Build Created' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows a refusal and stays open', async () => {
    mockApi({
      'POST /lot/cloneasbaseline/21': () =>
        jsonResponse(
          {
            code: 'forbidden',
            message: 'Only an organisation administrator can create a baseline.',
          },
          403,
        ),
    });
    renderDialog('baseline');
    await userEvent.click(screen.getByRole('button', { name: 'Create Baseline' }));
    expect(
      await screen.findByText('Only an organisation administrator can create a baseline.'),
    ).toBeTruthy();
  });
});
