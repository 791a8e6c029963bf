// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@circa/contract/messages';
import { jsonResponse, mockApi, renderRoutes, sentBodies } from '../../../app/test-utils';
import { NUMBER_FIELDS, WaterPage } from './water-page';
import { testDesign, testSaveAnswer } from '../../../testing/design-test-data';

const routes = [{ path: '/design-water/:structureId', element: <WaterPage /> }];

/** The water supply options as the server sends them (docs/decisions/0016-rainwater.md). */
const waterSupplies = [
  [1, 'Mains Supply'],
  [2, 'Rain Water Supplemented - All Garden and Toilet Demand'],
  [3, 'Rain Water Only'],
  [4, 'Rain Water Supplemented - 2kL tank'],
].map(([Id, Description]) => ({
  Id: Id as number,
  Description: Description as string,
  IsDisabled: Id !== 1,
}));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Water Supply (issue 19: rainwater cannot be assessed yet)', { timeout: 20000 }, () => {
  it('shows the rainwater options disabled with the explanation', async () => {
    mockApi({
      'GET /lot': () => jsonResponse({ Data: testDesign({ WaterSupplies: waterSupplies }) }),
    });
    renderRoutes(routes, ['/design-water/21']);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Water Balance Inputs' });
    expect(screen.getByText(messages.rainwaterSupplyUnavailable)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Water Supply' }));
    const list = within(screen.getByRole('listbox'));
    expect(list.getByRole('option', { name: 'Mains Supply' }).getAttribute('aria-disabled')).toBe(
      null,
    );
    for (const name of [
      'Rain Water Supplemented - All Garden and Toilet Demand',
      'Rain Water Only',
      'Rain Water Supplemented - 2kL tank',
    ]) {
      expect(list.getByRole('option', { name }).getAttribute('aria-disabled')).toBe('true');
    }
  });

  it('keeps a rainwater option saved earlier, says it counts as mains, and other fields save', async () => {
    const fetchMock = mockApi({
      'GET /lot': () =>
        jsonResponse({ Data: testDesign({ WaterSupplies: waterSupplies, WaterSupplyId: 3 }) }),
      'POST /lot': () => jsonResponse({ Data: testSaveAnswer() }),
    });
    renderRoutes(routes, ['/design-water/21']);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Water Balance Inputs' });
    expect(screen.getByRole('alert').textContent).toBe(
      `This design was saved with "Rain Water Only", which is evaluated as mains water. ${messages.rainwaterSupplyUnavailable}`,
    );
    expect(screen.getByRole('combobox', { name: 'Water Supply' }).textContent).toBe(
      'Rain Water Only',
    );
    await user.click(screen.getByRole('combobox', { name: 'Garden Type' }));
    await user.click(screen.getByRole('option', { name: 'Lawn' }));
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(sentBodies(fetchMock, 'POST /lot')).toEqual([{ designId: 77, gardenTypeId: 2 }]);
    // choosing Mains Supply clears the warning
    await user.click(screen.getByRole('combobox', { name: 'Water Supply' }));
    await user.click(screen.getByRole('option', { name: 'Mains Supply' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('Garden Area (issue 16 item 6)', { timeout: 20000 }, () => {
  it('saves an area, refuses a negative one, and an empty box saves nothing entered', async () => {
    const fetchMock = mockApi({
      'GET /lot': () => jsonResponse({ Data: testDesign({ GardenArea: 80 }) }),
      'POST /lot': () => jsonResponse({ Data: testSaveAnswer() }),
    });
    renderRoutes(routes, ['/design-water/21']);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Water Balance Inputs' });
    const box = screen.getByRole('textbox', { name: 'Garden Area' });
    expect((box as HTMLInputElement).value).toBe('80');
    expect(screen.getByText(NUMBER_FIELDS.gardenArea.help)).toBeTruthy();
    await user.clear(box);
    await user.type(box, '-5');
    expect(await screen.findByText(messages.nonNegativeNumber)).toBeTruthy();
    await user.clear(box);
    await user.type(box, '150.5');
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(sentBodies(fetchMock, 'POST /lot')).toEqual([{ designId: 77, gardenArea: 150.5 }]);
    await user.clear(box);
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(sentBodies(fetchMock, 'POST /lot').at(-1)).toEqual({ designId: 77, gardenArea: null });
  });
});
