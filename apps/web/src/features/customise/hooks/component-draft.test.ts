import { describe, expect, it } from 'vitest';
import { messages } from '@circa/contract/messages';
import { componentLine, slabNested } from '../components/customise-test-data';
import {
  canAddComponents,
  canEditComponent,
  canReorderNested,
  draftErrors,
  hasChanges,
  initialDraft,
  isWithinPrediction,
  moveNested,
  parseQuantity,
  toPayload,
} from './component-draft';

const slab = componentLine();

describe('hasChanges', () => {
  it('is false for an untouched component, also when the quantity is retyped the same', () => {
    expect(hasChanges(slab, initialDraft(slab), false)).toBe(false);
    expect(hasChanges(slab, { ...initialDraft(slab), quantity: ' 200.0 ' }, false)).toBe(false);
  });
  it('is true when the template, attribute, quantity, auto-scale, a lock or the nested order changed', () => {
    const base = initialDraft(slab);
    expect(hasChanges(slab, { ...base, templateId: 't-other' }, false)).toBe(true);
    expect(hasChanges(slab, { ...base, attributeId: 0 }, false)).toBe(true);
    expect(hasChanges(slab, { ...base, quantity: '201' }, false)).toBe(true);
    expect(hasChanges(slab, { ...base, quantity: 'abc' }, false)).toBe(true);
    expect(hasChanges(slab, { ...base, autoCalc: false }, false)).toBe(true);
    expect(hasChanges(slab, { ...base, lockEdits: true }, false)).toBe(true);
    expect(hasChanges(slab, { ...base, lockNested: true }, false)).toBe(true);
    expect(hasChanges(slab, base, true)).toBe(true);
  });
  it('is always true for a new component', () => {
    expect(hasChanges(null, initialDraft(null), false)).toBe(true);
  });
});

describe('a stored quantity with binary noise', () => {
  const noisy = componentLine({ Quantity: 196.29999999999998 });
  it('shows rounded in the field, and saves the stored value while untouched', () => {
    expect(initialDraft(noisy).quantity).toBe('196.3');
    expect(hasChanges(noisy, initialDraft(noisy), false)).toBe(false);
    expect(toPayload(1, noisy, initialDraft(noisy), null).Quantity).toBe(196.29999999999998);
    expect(toPayload(1, noisy, { ...initialDraft(noisy), quantity: '196.4' }, null).Quantity).toBe(
      196.4,
    );
  });
  it('refuses 0 with a message saying how to leave the component out', () => {
    const payload = toPayload(1, slab, { ...initialDraft(slab), quantity: '0' }, null);
    expect(draftErrors(payload).quantity).toBe(messages.quantityNotPositive);
  });
});

describe('quantities', () => {
  it('reads numbers only', () => {
    expect(parseQuantity('12.5')).toBe(12.5);
    expect(parseQuantity('.5')).toBe(0.5);
    expect(parseQuantity('1e3')).toBe(1000);
    expect(parseQuantity('')).toBeNaN();
    expect(parseQuantity('  ')).toBeNaN();
    expect(parseQuantity('1,000')).toBeNaN();
    expect(parseQuantity('12 m2')).toBeNaN();
  });
  it('matches the prediction within 5 % either way', () => {
    expect(isWithinPrediction(105, 100)).toBe(true);
    expect(isWithinPrediction(95, 100)).toBe(true);
    expect(isWithinPrediction(105.1, 100)).toBe(false);
    expect(isWithinPrediction(94.9, 100)).toBe(false);
    expect(isWithinPrediction(0, 0)).toBe(true);
    expect(isWithinPrediction(1, 0)).toBe(false);
  });
});

describe('draftErrors', () => {
  it("refuses a new component without an attribute (-1) and a quantity that is not a number, in the contract's words", () => {
    const payload = toPayload(
      21,
      null,
      { ...initialDraft(null), templateId: 't-slab', quantity: 'ten' },
      null,
    );
    expect(draftErrors(payload)).toEqual({
      attribute: 'Choose an attribute (Other if none fits).',
      quantity: messages.quantityInvalid,
    });
  });
  it("accepts 'Other' (0) and asks for a template", () => {
    const payload = toPayload(
      21,
      null,
      { ...initialDraft(null), attributeId: 0, quantity: '3' },
      null,
    );
    expect(draftErrors(payload)).toEqual({ template: 'Choose a template.' });
  });
  it('sends auto-scale only with a driving attribute and the nested order numbered from 1', () => {
    const reordered = moveNested(slabNested, 1, -1);
    const payload = toPayload(21, slab, { ...initialDraft(slab), attributeId: 0 }, reordered);
    expect(payload).toMatchObject({
      Id: 'dt-slab',
      AttributeId: 0,
      AutoCalc: false,
      Quantity: 200,
    });
    expect(payload.NestedTemplates).toEqual([
      { TemplateId: 't-membrane', Quantity: 1.1, SortOrder: 1 },
      { TemplateId: 't-mesh', Quantity: 3.2, SortOrder: 2 },
    ]);
    expect(draftErrors(payload)).toEqual({});
  });
});

describe('access', () => {
  const builder = { isReadOnly: false, isDesignLocked: false, isOrgAdmin: false };
  const admin = { ...builder, isOrgAdmin: true };
  const locked = componentLine({ LockEdits: true });
  it('keeps builders off locked components and locked designs; admins may edit them', () => {
    expect(canEditComponent(builder, slab)).toBe(true);
    expect(canEditComponent(builder, locked)).toBe(false);
    expect(canEditComponent({ ...builder, isDesignLocked: true }, slab)).toBe(false);
    expect(canAddComponents({ ...builder, isDesignLocked: true })).toBe(false);
    expect(canEditComponent(admin, locked)).toBe(true);
    expect(canEditComponent({ ...admin, isDesignLocked: true }, locked)).toBe(true);
    expect(canEditComponent({ ...admin, isReadOnly: true }, slab)).toBe(false);
  });
  it('keeps builders from reordering locked subcomponents', () => {
    const nestedLocked = componentLine({ LockNestedTemplates: true });
    expect(canReorderNested(builder, nestedLocked, initialDraft(nestedLocked))).toBe(false);
    expect(canReorderNested(builder, slab, initialDraft(slab))).toBe(true);
    expect(canReorderNested(admin, nestedLocked, initialDraft(nestedLocked))).toBe(true);
  });
});
