/*
 * Design-system components that exist in design-system/src but are not yet exported from
 * `@marketplace/design-system`'s index. Imported by path until the index exports them;
 * then this file becomes `export { … } from '@marketplace/design-system'` (one place).
 */
export { FormDialog } from '../../../../design-system/src/components/FormDialog/FormDialog';
export { EmptyState } from '../../../../design-system/src/components/EmptyState/EmptyState';
export { ErrorState } from '../../../../design-system/src/components/ErrorState/ErrorState';
export { LoadingState } from '../../../../design-system/src/components/LoadingState/LoadingState';
export { TabGroup } from '../../../../design-system/src/components/TabGroup/TabGroup';
