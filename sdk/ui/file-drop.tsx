import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useUniqueId } from './use-unique-id';
import { useMessages } from './i18n';
import ui from './messages.en.json';
import { useOwnStyles } from './own-styles';
import css from './upload-progress.css?raw';

type Props = {
  /** The file input's accessible name, e.g. "Choose an MP3 file". */
  label: string;
  /** Text of the visible button. Default 'Choose file'. */
  buttonText?: string;
  /** A line under the button, e.g. "or drop it here". */
  hint?: ReactNode;
  /** The picker's `accept` filter (a hint to the browser, not a check). */
  accept?: string;
  disabled?: boolean;
  /** Id of an element describing the input (an error line). */
  describedBy?: string;
  /** A file chosen through the picker. The input is cleared afterwards, so the same file can be chosen again. */
  onPick(file: File): void;
  /** A dropped file; callers may check it differently from a picked one. */
  onDrop(file: File): void;
};

/** A file picker that also takes a dropped file. The real input stays focusable (keyboard opens the picker). */
export function FileDrop({ label, buttonText, hint, accept, disabled = false, describedBy, onPick, onDrop }: Props) {
  const t = useMessages(ui);
  const id = useUniqueId();
  const zone = useRef<HTMLDivElement>(null);
  useOwnStyles(zone, css);
  const [active, setActive] = useState(false);
  const latest = useRef({ disabled, onDrop });
  latest.current = { disabled, onDrop };

  // Native listeners: drag events behave the same under React and Preact (and in test DOMs without `ondrop`).
  useEffect(() => {
    const element = zone.current;
    if (!element) return;
    const over = (event: DragEvent) => {
      event.preventDefault(); // without it the browser opens the dropped file itself
      if (event.dataTransfer) event.dataTransfer.dropEffect = latest.current.disabled ? 'none' : 'copy';
      setActive(!latest.current.disabled);
    };
    const leave = () => setActive(false);
    const drop = (event: DragEvent) => {
      event.preventDefault();
      setActive(false);
      const file = event.dataTransfer?.files?.[0];
      if (file && !latest.current.disabled) latest.current.onDrop(file);
    };
    const listeners = [
      ['dragenter', over],
      ['dragover', over],
      ['dragleave', leave],
      ['drop', drop],
    ] as const;
    for (const [type, listener] of listeners) element.addEventListener(type, listener as EventListener);
    return () => {
      for (const [type, listener] of listeners) element.removeEventListener(type, listener as EventListener);
    };
  }, []);

  const classes = ['ps-file-drop', active && 'ps-file-drop--active', disabled && 'ps-file-drop--disabled']
    .filter(Boolean)
    .join(' ');
  return (
    <div ref={zone} className={classes}>
      <input
        id={id}
        className="ps-visually-hidden"
        type="file"
        accept={accept}
        disabled={disabled}
        aria-label={label}
        aria-describedby={describedBy}
        onChange={(event) => {
          const input = event.currentTarget;
          const file = input.files?.[0];
          input.value = '';
          if (file) onPick(file);
        }}
      />
      <label htmlFor={id} className="ps-button ps-button--quiet ps-file-drop__button" aria-hidden="true">
        {buttonText ?? t('ui.chooseFile')}
      </label>
      {hint ? <p className="ps-file-drop__hint">{hint}</p> : null}
    </div>
  );
}
