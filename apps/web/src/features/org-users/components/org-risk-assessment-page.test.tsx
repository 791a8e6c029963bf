// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markSafeLotRisk, orgLotRisks } from '@circa/contract/org-users.routes';
import type { LotRisk } from '@circa/contract/org-users.schema';
import { mockApi, onRoute, renderRoutes, sentRouteBodies } from '../../../app/test-utils';
import { OrgRiskAssessmentPage } from './org-risk-assessment-page';

const routes = [{ path: '/org-risk-assessment/:orgId', element: <OrgRiskAssessmentPage /> }];
const lot = (StructureId: number, RiskPoint: number): LotRisk => ({
  StructureId,
  StructureName: `Lot ${StructureId}`,
  ProjectId: 7,
  ProjectName: 'Demo Estate',
  RiskPoint,
  RiskDescriptions: [{ RiskPoint, Description: `Reason of lot ${StructureId}.` }],
});

let lots: LotRisk[];
beforeEach(() => {
  localStorage.clear();
  lots = [lot(1, 10), lot(2, 20.4), lot(3, 64.6)];
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('OrgRiskAssessmentPage', () => {
  it('lists the lots at or above the default threshold of 20, by risk, rounded, linking to the lot', async () => {
    mockApi({ ...onRoute(orgLotRisks, () => lots) });
    renderRoutes(routes, ['/org-risk-assessment/1']);
    const list = await screen.findByRole('list', { name: 'Lots at or above the risk threshold' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => within(i).getByRole('link').textContent)).toEqual(['Lot 2', 'Lot 3']);
    expect(within(items[1]!).getByText('65 points')).toBeTruthy();
    expect(within(items[0]!).getByText('Demo Estate')).toBeTruthy();
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe('/lot/2');
    expect(screen.getByRole('textbox', { name: 'Risk threshold (points)' })).toHaveProperty(
      'value',
      '20',
    );
  });

  it('filters on the typed threshold, says when no lot reaches it, and says it must be a number', async () => {
    mockApi({ ...onRoute(orgLotRisks, () => lots) });
    renderRoutes(routes, ['/org-risk-assessment/1']);
    const box = await screen.findByRole('textbox', { name: 'Risk threshold (points)' });
    await userEvent.clear(box);
    await userEvent.type(box, '70');
    expect(screen.getByText('No lots have risk points over the set risk threshold.')).toBeTruthy();
    await userEvent.clear(box);
    await userEvent.type(box, 'x');
    expect(screen.getByText('Risk threshold must be a number.')).toBeTruthy();
    await userEvent.clear(box);
    await userEvent.type(box, '5');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    const slider = screen.getByRole('slider', { name: 'Risk threshold slider (points)' });
    fireEvent.change(slider, { target: { value: 30 } });
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(box).toHaveProperty('value', '30');
  });

  it('Mark as Low Risk lists the points and descriptions; Approve removes the lot', async () => {
    const fetchMock = mockApi({
      ...onRoute(orgLotRisks, () => lots),
      ...onRoute(markSafeLotRisk, ({ StructureId }) => {
        lots = lots.filter((l) => l.StructureId !== StructureId);
        return true;
      }),
    });
    renderRoutes(routes, ['/org-risk-assessment/1']);
    const buttons = await screen.findAllByRole('button', { name: 'Mark as Low Risk' });
    await userEvent.click(buttons[1]!);
    const dialog = screen.getByRole('dialog', { name: 'Mark as Low Risk' });
    expect(dialog.textContent).toContain('Lot 3 (Demo Estate) has 65 points');
    expect(dialog.textContent).toContain('Reason of lot 3.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Lot 3' })).toBeNull());
    expect(sentRouteBodies(fetchMock, markSafeLotRisk)).toEqual([{ StructureId: 3 }]);
  });
});
