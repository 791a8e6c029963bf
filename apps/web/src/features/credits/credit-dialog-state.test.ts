import { describe, expect, it } from 'vitest';
import { creditDialogStart, creditsDue } from './credit-dialog-state';
import { popUp } from './test-pop-up';

describe('the credit dialog start (document 2 "Credit dialog")', () => {
  it('offers credits when prepaid or the organisation has credit', () => {
    expect(creditDialogStart(popUp(), 3)).toBe('useCredits');
    expect(creditDialogStart(popUp({ Prepaid: false }), 3)).toBe('useCredits');
    expect(creditDialogStart(popUp({ OrgCreditAmount: 0 }), 3)).toBe('useCredits');
  });

  it('is out of credits when the dwellings exceed project plus organisation credits', () => {
    expect(creditDialogStart(popUp(), 15)).toBe('useCredits');
    expect(creditDialogStart(popUp(), 16)).toBe('outOfCredits');
    expect(creditDialogStart(popUp({ OrgCreditAmount: 0, ProjectCreditAmount: 0 }), 1)).toBe(
      'outOfCredits',
    );
  });

  it('asks for payment when there are no credits at all', () => {
    expect(
      creditDialogStart(popUp({ Prepaid: false, OrgCreditAmount: 0, ProjectCreditAmount: 0 }), 1),
    ).toBe('paymentRequired');
  });

  it('needs approval above the limit per lot, unless an organisation admin', () => {
    expect(creditDialogStart(popUp({ MaxCreditsPerLot: 2 }), 2)).toBe('useCredits');
    expect(creditDialogStart(popUp({ MaxCreditsPerLot: 2 }), 3)).toBe('needsApproval');
    expect(creditDialogStart(popUp({ MaxCreditsPerLot: 2, IsOrgAdmin: true }), 3)).toBe(
      'useCredits',
    );
  });

  it('asks only for the dwellings not yet paid, but keeps the limit on the whole lot', () => {
    // 15 credits available: a 20-dwelling lot with 10 paid needs 10 more
    expect(creditDialogStart(popUp({ PaidDwellings: 10 }), 20)).toBe('useCredits');
    expect(creditDialogStart(popUp({ PaidDwellings: 4 }), 20)).toBe('outOfCredits');
    expect(creditsDue(popUp({ PaidDwellings: 10 }), 20)).toBe(10);
    expect(creditDialogStart(popUp({ PaidDwellings: 2, MaxCreditsPerLot: 2 }), 3)).toBe(
      'needsApproval',
    );
  });
});
