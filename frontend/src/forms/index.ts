/** Formik bindings over the design system's field anatomy (label, required marker, help, error). */
export { FormikFieldFrame, useFieldError } from './FormikField';
export type { FieldControlProps, FormikFieldFrameProps } from './FormikField';
export { FormikTextField } from './FormikTextField';
export type { FormikTextFieldProps } from './FormikTextField';
export { FormikTextareaField } from './FormikTextareaField';
export type { FormikTextareaFieldProps } from './FormikTextareaField';
export { FormikSelectField } from './FormikSelectField';
export type { FormikSelectFieldProps, SelectOption } from './FormikSelectField';
export { useFocusFirstError, FocusFirstError } from './useFocusFirstError';
