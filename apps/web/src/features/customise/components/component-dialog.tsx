import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type {
  DesignTemplateLine,
  NestedTemplate,
  TemplateLine,
} from '@circa/contract/customise.schema';
import { messages } from '@circa/contract/messages';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ErrorAlert } from '../../../ui/error-alert';
import { InlineSpinner, PageSpinner } from '../../../ui/page-spinner';
import {
  useDeleteComponent,
  useNestedTemplates,
  useSaveComponent,
  useTemplates,
} from '../api/customise-api';
import type { ComponentDraft, CustomiseAccess } from '../hooks/component-draft';
import {
  canEditComponent,
  canReorderNested,
  draftErrors,
  hasChanges,
  initialDraft,
  isSameOrder,
  moveNested,
  noAttribute,
  toPayload,
} from '../hooks/component-draft';
import { componentAttributeChoices, viewTemplateOptions } from '../hooks/template-options';
import { AttributeInfoDialog } from './attribute-info-dialog';
import { ComponentFields } from './component-fields';
import { NestedTemplatesList } from './nested-templates-list';
import { TemplatePickerDialog } from './template-picker-dialog';
import { TemplateRequestDialog } from './template-request-dialog';
import { readOnlyTexts } from '@circa/contract/read-only.schema';

export interface ComponentDialogProps {
  structureId: number;
  viewIndex: number;
  /** The component to edit; null adds one to the view. */
  component: DesignTemplateLine | null;
  access: CustomiseAccess;
  onClose: () => void;
}

/** Why a component cannot be changed, for the read-only detail view. */
function readOnlyReason(access: CustomiseAccess, component: DesignTemplateLine | null): string {
  if (access.isReadOnly) return readOnlyTexts[access.readOnlyReason ?? 'access'];
  if (access.isDesignLocked)
    return 'This design is locked. Only organisation administrators can change it.';
  if (component?.LockEdits)
    return 'This component is locked by your organisation. Only organisation administrators can change it.';
  return '';
}

/**
 * Add or edit a component (document 2 §4 "Component edit"): Done saves only when something
 * changed; in Edit mode with no change a confirmed Delete removes the component. Builders see
 * locked components read only. A failed save or delete keeps the dialog and what was entered,
 * and shows the server's message.
 */
export function ComponentDialog({
  structureId,
  viewIndex,
  component,
  access,
  onClose,
}: ComponentDialogProps) {
  const titleId = useId();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [draft, setDraft] = useState<ComponentDraft>(() => initialDraft(component));
  const [nestedOrder, setNestedOrder] = useState<NestedTemplate[] | null>(null);
  const [hasTried, setTried] = useState(false);
  const [dialog, setDialog] = useState<'picker' | 'request' | 'info' | 'delete' | null>(null);
  const templatesQuery = useTemplates(structureId);
  const isOwnTemplate = component !== null && draft.templateId === component.TemplateId;
  // The component's own nested order comes with it (customise); another template's from the server.
  const ownNested = isOwnTemplate
    ? [...component.NestedTemplates].sort((a, b) => a.SortOrder - b.SortOrder)
    : null;
  const nestedQuery = useNestedTemplates(isOwnTemplate ? '' : draft.templateId);
  const baseNested = ownNested ?? nestedQuery.data;
  const save = useSaveComponent();
  const remove = useDeleteComponent();

  const isEditable = canEditComponent(access, component);
  const isNestedEditable = canReorderNested(access, component, draft);
  const template: TemplateLine | undefined = templatesQuery.data?.Templates.find(
    (t) => t.Id === draft.templateId,
  );
  const nested = nestedOrder ?? baseNested ?? null;
  const isReordered =
    nestedOrder !== null && baseNested !== undefined && !isSameOrder(nestedOrder, baseNested);
  const isChanged = hasChanges(component, draft, isReordered);
  // Only a new order is sent: null keeps the component's order (and builders may not send one when
  // the subcomponents are locked).
  const payload = toPayload(structureId, component, draft, isReordered ? nested : null);
  const errors = hasTried ? draftErrors(payload) : {};
  const predicted =
    isOwnTemplate && draft.attributeId === component.AttributeId
      ? component.PredictedQuantity
      : null;
  const isBusy = save.isPending || remove.isPending;
  const attributeChoices = componentAttributeChoices(
    templatesQuery.data?.Attributes ?? [],
    template,
    draft.attributeId,
    component?.AttributeName,
  );
  const shownTemplate = template
    ? { name: template.Name, category: template.PrimaryCategory, unit: template.Unit }
    : isOwnTemplate
      ? { name: component.Name, category: component.CategoryName, unit: component.Unit }
      : null;

  const change = (next: Partial<ComponentDraft>) =>
    setDraft((current) => ({ ...current, ...next }));

  function pick(picked: TemplateLine, attributeId: number | null) {
    setDialog(null);
    if (picked.Id !== draft.templateId) setNestedOrder(null);
    const drives = (id: number) =>
      picked.AttributeIds.length === 0 || picked.AttributeIds.includes(id);
    const nextAttribute =
      attributeId ??
      (draft.attributeId > 0 && !drives(draft.attributeId) ? noAttribute : draft.attributeId);
    change({
      templateId: picked.Id,
      attributeId: nextAttribute,
      autoCalc: nextAttribute > 0 && draft.autoCalc,
    });
  }

  function done() {
    if (!isEditable || !isChanged) {
      onClose();
      return;
    }
    setTried(true);
    if (Object.keys(draftErrors(payload)).length > 0) return;
    remove.reset();
    save.mutate(payload, { onSuccess: onClose });
  }

  function confirmDelete() {
    if (!component) return;
    save.reset();
    remove.mutate(
      { StructureId: structureId, Id: component.Id },
      { onSuccess: onClose, onSettled: () => setDialog(null) },
    );
  }

  const title = !isEditable ? 'Component Details' : component ? 'Edit Component' : 'Add Component';
  const reason = isEditable ? '' : readOnlyReason(access, component);

  return (
    <>
      <Dialog
        open
        onClose={isBusy ? undefined : onClose}
        aria-labelledby={titleId}
        fullScreen={isPhone}
        scroll="paper"
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent dividers>
          {reason ? (
            <Alert severity="info" sx={{ mb: 1 }}>
              {reason}
            </Alert>
          ) : null}
          {component && !component.IsInOrgTemplate ? (
            <Alert severity="warning" sx={{ mb: 1 }}>
              {messages.templateNotApproved}
            </Alert>
          ) : null}
          {templatesQuery.isPending && isEditable ? (
            <PageSpinner label="Loading templates" />
          ) : null}
          <ErrorAlert error={templatesQuery.error} sx={{ mb: 1 }} />
          <ComponentFields
            draft={draft}
            onChange={change}
            template={shownTemplate}
            attributeChoices={attributeChoices}
            predicted={predicted}
            errors={errors}
            isReadOnly={!isEditable}
            canLock={access.isOrgAdmin && isEditable}
            isAttributeRequired={component === null}
            onChooseTemplate={() => setDialog('picker')}
            onAttributeInfo={() => setDialog('info')}
          />
          <NestedTemplatesList
            items={nested ?? undefined}
            parentUnit={shownTemplate?.unit ?? ''}
            isPending={nestedQuery.isLoading}
            error={nestedQuery.error}
            isReadOnly={!isNestedEditable}
            isLocked={draft.lockNested}
            onMove={(index, step) => nested && setNestedOrder(moveNested(nested, index, step))}
          />
          <ErrorAlert error={save.error ?? remove.error} sx={{ mt: 2 }} />
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {component && isEditable && !isChanged ? (
            <Button
              color="error"
              onClick={() => setDialog('delete')}
              disabled={isBusy}
              sx={{ mr: 'auto' }}
            >
              Delete
            </Button>
          ) : null}
          {isEditable ? (
            <>
              <Button onClick={onClose} disabled={isBusy}>
                Cancel
              </Button>
              <Button variant="contained" onClick={done} disabled={isBusy}>
                {save.isPending ? <InlineSpinner label="Saving" /> : 'Done'}
              </Button>
            </>
          ) : (
            <Button variant="contained" onClick={onClose} autoFocus>
              Close
            </Button>
          )}
        </DialogActions>
      </Dialog>
      {templatesQuery.data ? (
        <TemplatePickerDialog
          open={dialog === 'picker'}
          structureId={structureId}
          options={viewTemplateOptions(templatesQuery.data, viewIndex)}
          selectedTemplateId={draft.templateId}
          initialAttributeId={draft.attributeId > 0 ? draft.attributeId : null}
          onPick={pick}
          onClose={() => setDialog(null)}
          onRequestTemplate={() => setDialog('request')}
        />
      ) : null}
      <TemplateRequestDialog
        structureId={structureId}
        open={dialog === 'request'}
        onClose={() => setDialog(null)}
      />
      <AttributeInfoDialog
        attributeId={draft.attributeId}
        attributeName={
          attributeChoices.find((a) => a.Id === draft.attributeId)?.Description ?? 'Attribute'
        }
        open={dialog === 'info'}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        title="Delete Component"
        confirmLabel="Delete"
        cancelLabel="Cancel"
        isDestructive
        isBusy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDialog(null)}
      >
        {`Remove ${component?.Name ?? 'this component'} from this design? Its impact is removed from the results.`}
      </ConfirmDialog>
    </>
  );
}
