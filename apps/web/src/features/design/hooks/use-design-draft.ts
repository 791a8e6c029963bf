import { useCallback, useEffect, useRef, useState } from 'react';
import { GrossFloorAreaType } from '@circa/contract/enums';
import type { DesignForm } from '@circa/contract/design.schema';
import { isApiError } from '../../../lib/api-error';
import { saveDesignChanges, useDesignSaved } from '../api/design-api';
import type { DesignChanges, DesignDraft, DesignFieldKey } from './design-fields';
import { draftFromDesign, selectOptionsOf, truncateArea } from './design-fields';
import type { CheckContext } from './design-validation';
import { checkField } from './design-validation';
import type { SaveDesignResponse } from './design-save-types';
import { useDesignAutosave } from './use-design-autosave';

type Errors = Partial<Record<DesignFieldKey, string>>;

/** What the server holds, in the save's field names (autosave measures changes against it). */
export function savedValues(design: DesignForm, draft: DesignDraft): DesignChanges {
  const out: Record<string, unknown> = {
    calculationType: design.CalculationTypeId,
    grossFloorArea: design.GrossFloorArea,
  };
  for (const key of Object.keys(draft) as DesignFieldKey[]) {
    if (key === 'grossFloorArea') continue;
    const checked = checkField(key, draft[key]);
    if (checked.isValid) out[key] = checked.value;
  }
  return out as DesignChanges;
}

/** Select fields whose server value is not among their options (document 2 §4). */
export function optionErrors(
  design: DesignForm,
  draft: DesignDraft,
  fields: readonly DesignFieldKey[],
): Errors {
  const errors: Errors = {};
  for (const key of fields) {
    const options = selectOptionsOf[key]?.(design);
    if (!options) continue;
    const checked = checkField(key, draft[key], { options });
    if (!checked.isValid) errors[key] = checked.message;
  }
  return errors;
}

/**
 * The state of a design form (Design Details, Water Balance Inputs): what is in each box, the
 * field errors, the gross floor area mode, and the autosave. Edits are checked with the
 * contract's rules; valid ones are queued for the autosave, which waits while any error shows.
 */
export function useDesignDraft(design: DesignForm, fields: readonly DesignFieldKey[]) {
  const designSaved = useDesignSaved();
  const [draft, setDraft] = useState<DesignDraft>(() => draftFromDesign(design));
  const [errors, setErrors] = useState<Errors>(() =>
    optionErrors(design, draftFromDesign(design), fields),
  );
  const [gfa, setGfa] = useState({
    calculationType: design.CalculationTypeId,
    predicted: design.PredictedGrossFloorArea,
    minimum: design.MinimumGrossFloorArea,
  });
  const [paymentRequired, setPaymentRequired] = useState(design.PaymentRequired);
  // what the server holds: the credit dialog asks for credits for saved dwellings only
  const [savedDwellings, setSavedDwellings] = useState(design.Dwellings);
  const isGfaTyped = useRef(false);
  const editedKeys = useRef(new Set<DesignFieldKey>());
  const gfaRef = useRef(gfa);
  gfaRef.current = gfa;
  const draftRef = useRef(draft);
  draftRef.current = draft;

  const contextFor = useCallback(
    (key: DesignFieldKey, calculationType: number, minimum: number): CheckContext => {
      const options = selectOptionsOf[key]?.(design);
      if (options) return { options };
      if (key === 'grossFloorArea' && calculationType === GrossFloorAreaType.Known)
        return { minimumGrossFloorArea: minimum };
      return {};
    },
    [design],
  );

  const setError = useCallback((key: DesignFieldKey, message: string | null) => {
    setErrors((current) => {
      if ((current[key] ?? null) === message) return current;
      const next = { ...current };
      if (message === null) delete next[key];
      else next[key] = message;
      return next;
    });
  }, []);

  const onSaved = useCallback(
    (sent: DesignChanges, response: SaveDesignResponse) => {
      setPaymentRequired(response.PaymentRequired);
      if (sent.dwellings !== undefined) setSavedDwellings(sent.dwellings);
      const hasGfa = sent.grossFloorArea !== undefined;
      if (hasGfa) isGfaTyped.current = false;
      const calculationType = gfaRef.current.calculationType;
      setGfa((current) => ({
        ...current,
        predicted: response.PredictedGrossFloorArea,
        minimum: response.MinimumGrossFloorArea,
      }));
      void designSaved();
      if (!hasGfa && !isGfaTyped.current) {
        autosaveRef.current?.acceptServerValues({ grossFloorArea: response.GrossFloorArea });
        setDraft((current) => ({
          ...current,
          grossFloorArea: String(truncateArea(response.GrossFloorArea)),
        }));
      }
      if (calculationType === GrossFloorAreaType.Known) {
        const text =
          hasGfa || isGfaTyped.current
            ? draftRef.current.grossFloorArea
            : String(truncateArea(response.GrossFloorArea));
        const checked = checkField('grossFloorArea', text, {
          minimumGrossFloorArea: response.MinimumGrossFloorArea,
        });
        setError('grossFloorArea', checked.isValid ? null : checked.message);
      }
    },
    [designSaved, setError],
  );

  const [initialSaved] = useState(() => savedValues(design, draftFromDesign(design)));
  const autosave = useDesignAutosave({
    designId: design.DesignId,
    saved: initialSaved,
    save: saveDesignChanges,
    onSaved,
  });
  const autosaveRef = useRef<typeof autosave | null>(null);
  autosaveRef.current = autosave;

  const hasErrors = Object.keys(errors).length > 0;
  const { setBlocked, error: saveError } = autosave;
  useEffect(() => setBlocked(hasErrors), [hasErrors, setBlocked]);

  // A refused save names the fields it refused: they show the server's words until changed.
  useEffect(() => {
    if (!isApiError(saveError, 'validation_failed')) return;
    for (const detail of saveError.details ?? []) {
      const key = detail.path[0];
      if (typeof key === 'string' && (fields as readonly string[]).includes(key))
        setError(key as DesignFieldKey, detail.message);
    }
  }, [saveError, fields, setError]);

  /** The user typed or picked `text` in `key`. */
  const setField = useCallback(
    (key: DesignFieldKey, text: string) => {
      editedKeys.current.add(key);
      setDraft((current) => ({ ...current, [key]: text }));
      let calculationType = gfaRef.current.calculationType;
      if (key === 'grossFloorArea') {
        isGfaTyped.current = true;
        calculationType = GrossFloorAreaType.Known;
        if (gfaRef.current.calculationType !== calculationType)
          setGfa((current) => ({ ...current, calculationType }));
      }
      const checked = checkField(
        key,
        text,
        contextFor(key, calculationType, gfaRef.current.minimum),
      );
      setError(key, checked.isValid ? null : checked.message);
      if (checked.isValid) {
        autosave.edit(
          key === 'grossFloorArea'
            ? { grossFloorArea: Number(checked.value), calculationType }
            : { [key]: checked.value },
        );
      } else {
        autosave.edit({}, key === 'grossFloorArea' ? [key, 'calculationType'] : [key]);
      }
    },
    [autosave, contextFor, setError],
  );

  /** The toggle: Predicted uses the predicted area; off keeps the shown area as a Known one. */
  const setPredicted = useCallback(
    (isPredicted: boolean) => {
      if (isPredicted) {
        isGfaTyped.current = false;
        setGfa((current) => ({ ...current, calculationType: GrossFloorAreaType.Predicted }));
        setDraft((current) => ({
          ...current,
          grossFloorArea: String(truncateArea(gfaRef.current.predicted)),
        }));
        setError('grossFloorArea', null);
        autosave.edit({ calculationType: GrossFloorAreaType.Predicted }, ['grossFloorArea']);
      } else {
        setGfa((current) => ({ ...current, calculationType: GrossFloorAreaType.Known }));
        setField('grossFloorArea', draftRef.current.grossFloorArea);
      }
    },
    [autosave, setError, setField],
  );

  const inFlight = autosave.inFlight;
  return {
    draft,
    errors,
    hasErrors,
    /** Something the user typed is invalid, so it cannot be saved (leaving would lose it). */
    hasInvalidEdits: (Object.keys(errors) as DesignFieldKey[]).some((key) =>
      editedKeys.current.has(key),
    ),
    setField,
    setPredicted,
    gfa,
    /** A save is computing the gross floor area (it did not carry one). */
    isCalculatingGfa: inFlight !== null && inFlight.grossFloorArea === undefined,
    /** The latest PaymentRequired (the credit dialog before Next uses it once it exists). */
    paymentRequired,
    /** Dwellings as saved on the server (never an unsaved or refused entry). */
    savedDwellings,
    autosave,
  };
}
