/** Light and dark icons, relative to a compiled node file in dist/nodes/<Node>/. */
export const nodeIcon = {
	light: 'file:../../icons/platform.svg',
	dark: 'file:../../icons/platform.dark.svg',
} as const;
