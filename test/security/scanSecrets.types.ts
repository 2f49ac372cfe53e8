/** Types of scanSecrets.js, for the jest test that proves it can fail. */
export interface Finding {
	file: string;
	line: number;
	kind: string;
	source: string;
	secretIndex: number;
	form: string;
}
export declare function gatherSecrets(dir?: string): string[];
export declare function scan(options?: { dir?: string; secrets?: string[] }): {
	files: number;
	secrets: number;
	counts: Record<string, number>;
	findings: Finding[];
};
