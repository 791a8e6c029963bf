/** The library screens' centred column: the selection and its refusal message share it. */
export const libraryColumnSx = { maxWidth: 960, mx: 'auto' } as const;
