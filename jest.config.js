/** Unit and emulator tests: TypeScript through ts-jest, real HTTP to the emulator on loopback. */
module.exports = {
	preset: 'ts-jest',
	testEnvironment: 'node',
	roots: ['<rootDir>/test'],
	testMatch: ['**/*.test.ts'],
	transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.test.json' }] },
	testTimeout: 30000,
	// n8n's regular expression limit with room for a loaded machine (the file says why).
	setupFiles: ['<rootDir>/test/helpers/regexTimeout.ts'],
	// Records every error and output item a test sees, for the secret scan (npm run test:secrets).
	setupFilesAfterEnv: ['<rootDir>/test/security/recordAssertions.ts'],
	// n8n's log lines only around a failing test file (or with DEBUG set).
	reporters: ['<rootDir>/test/quietConsoleReporter.js', 'summary'],
};
