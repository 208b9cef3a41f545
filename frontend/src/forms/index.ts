/** Formik bindings over the design system's fields (label, required marker, help, error). */
export { useFieldError } from './FormikField';
export type { FormikFieldProps } from './FormikField';
export { FormikTextField } from './FormikTextField';
export type { FormikTextFieldProps } from './FormikTextField';
export { FormikTextareaField } from './FormikTextareaField';
export type { FormikTextareaFieldProps } from './FormikTextareaField';
export { FormikSelectField } from './FormikSelectField';
export type { FormikSelectFieldProps, SelectOption } from './FormikSelectField';
export { useFocusFirstError, FocusFirstError } from './useFocusFirstError';
export { FormikCheckboxGroupField } from './FormikCheckboxGroupField';
export type { FormikCheckboxGroupFieldProps } from './FormikCheckboxGroupField';
export { FormPanel } from './FormPanel';
export { NoteDialog } from './NoteDialog';
export type { NoteDialogProps, NoteValues } from './NoteDialog';
export { PhotoPicker } from './PhotoPicker';
export { PhotoUploadError, privateUploadUrl, uploadPhotos } from './uploadPhotos';
export { FormikDialog } from './FormikDialog';
export type { DialogOutcome, DialogProblem, FormikDialogProps } from './FormikDialog';
