/** A masked fragment type's own fields, without its masking markers: what a test's mock answer holds. */
export type FragmentFields<T> = Omit<T, ' $fragmentName' | ' $fragmentRefs'>;
