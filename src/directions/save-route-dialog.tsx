import { useSetAtom } from 'jotai/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../i18n';
import { ROUTE_NAME_MAX_LENGTH, validRouteName } from './saved-routes';
import { saveRouteAtom } from './saved-routes-atoms';

export interface SaveRouteDialogProps {
  /** The name the field starts with (from the first and last waypoint). */
  defaultName: string;
  /** The dialog closed (saved, cancelled or Escape); the opener stops rendering it. */
  onClose: () => void;
}

type DialogError = 'name_invalid' | 'failed' | null;

/**
 * Asks for the route's name and saves it (spec: save with a name): a modal `<dialog>` (the platform's own:
 * focus moves in and is kept there, Escape cancels, focus returns to the save button when it closes)
 * with the name prefilled and selected, 1 to 100 characters. A failed save keeps the dialog open and
 * says so; a successful one closes it, and the route tools announce it.
 */
export function SaveRouteDialog({ defaultName, onClose }: SaveRouteDialogProps) {
  const { t } = useTranslation();
  const save = useSetAtom(saveRouteAtom);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(defaultName);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<DialogError>(null);
  const titleId = useId();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    // Guarded: StrictMode runs this twice, and showModal on an open dialog throws.
    if (dialog && !dialog.open) dialog.showModal();
    inputRef.current?.select();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (!validRouteName(name)) {
      setError('name_invalid');
      inputRef.current?.focus();
      return;
    }
    setSaving(true);
    setError(null);
    const outcome = await save(name);
    setSaving(false);
    if (outcome.ok) dialogRef.current?.close();
    else setError('failed');
  };

  return (
    <dialog ref={dialogRef} className="save-route-dialog" aria-labelledby={titleId} onClose={onClose} data-save-route-dialog="">
      <form className="save-route-dialog__form" onSubmit={(event) => void submit(event)} noValidate>
        <h2 className="save-route-dialog__title" id={titleId}>
          {t('directions.save.title')}
        </h2>
        <label className="save-route-dialog__label" htmlFor={inputId}>
          {t('directions.save.name_label')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className="save-route-dialog__input"
          type="text"
          value={name}
          maxLength={ROUTE_NAME_MAX_LENGTH}
          required
          autoComplete="off"
          aria-invalid={error === 'name_invalid'}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => {
            setName(event.target.value);
            if (error === 'name_invalid') setError(null);
          }}
        />
        <p className="save-route-dialog__hint" id={hintId}>
          {t('directions.save.name_hint', { max: ROUTE_NAME_MAX_LENGTH })}
        </p>
        {error && (
          <p className="save-route-dialog__error" id={errorId} role="alert" data-save-route-error={error}>
            {t(error === 'name_invalid' ? 'directions.save.name_invalid' : 'directions.save.failed', { max: ROUTE_NAME_MAX_LENGTH })}
          </p>
        )}
        <div className="save-route-dialog__actions">
          <button type="button" className="save-route-dialog__cancel" onClick={() => dialogRef.current?.close()}>
            {t('directions.save.cancel')}
          </button>
          {/* aria-disabled, not disabled: a disabled button would drop the focus of a keyboard user who pressed it. */}
          <button type="submit" className="save-route-dialog__submit" aria-disabled={saving}>
            {t(saving ? 'directions.save.saving' : 'directions.save.submit')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
