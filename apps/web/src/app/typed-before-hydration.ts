/**
 * What a visitor typed or ticked in a server-drawn page before React took it over. React 19.3 does not replay
 * those changes (its `enableHydrationChangeEvent` is off), and a form library that sets its default values at
 * mount would wipe them: so they are read just before hydration and played back, as the visitor's own input,
 * once the page is interactive. Fields are found again by their `name` within their form.
 */
export interface TypedField {
  form: number;
  name: string;
  value: string;
  checked?: boolean;
}

type Field = HTMLInputElement | HTMLTextAreaElement;

function fieldsOf(root: HTMLElement): { form: number; field: Field }[] {
  const forms = [...root.querySelectorAll('form')];
  return [...root.querySelectorAll<Field>('input[name], textarea[name]')].map((field) => ({
    form: field.form ? forms.indexOf(field.form) : -1,
    field,
  }));
}

function isToggle(field: Field): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
}

export function readTypedFields(root: HTMLElement): TypedField[] {
  return fieldsOf(root).flatMap(({ form, field }) => {
    if (isToggle(field)) {
      // A radio button left is unchecked by the one chosen: only the choice is played back.
      return field.checked === field.defaultChecked || (field.type === 'radio' && !field.checked)
        ? []
        : [{ form, name: field.name, value: field.value, checked: field.checked }];
    }
    // A chosen file cannot be set again by script; the visitor chooses it again.
    return field.value === field.defaultValue || field.type === 'hidden' || field.type === 'file'
      ? []
      : [{ form, name: field.name, value: field.value }];
  });
}

/** Sets the value as the browser would when typing, so that React's change handler sees it. */
function typeInto(field: Field, value: string): void {
  const prototype =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

export function replayTypedFields(root: HTMLElement, typed: TypedField[]): void {
  if (typed.length === 0) return;
  const fields = fieldsOf(root);
  for (const entry of typed) {
    const match = fields.find(
      ({ form, field }) =>
        form === entry.form &&
        field.name === entry.name &&
        (entry.checked === undefined || field.value === entry.value),
    )?.field;
    if (!match) continue;
    // The element's own setters tell React the opposite first (React may have kept the DOM's state while its
    // component state is still the server's), so that the change that follows is seen as one.
    if (isToggle(match)) {
      match.checked = !entry.checked;
      match.click();
    } else {
      match.value = '';
      typeInto(match, entry.value);
    }
  }
}
