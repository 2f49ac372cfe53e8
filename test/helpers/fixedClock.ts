/**
 * Fixes the clock of every test of the file at `now` (it then runs on); only Date is faked, the
 * timers stay real, so the emulator and n8n's engine run as they do. `jest.setSystemTime` moves
 * it on within a test.
 */
export function fixClock(now: string): void {
	beforeEach(() => {
		jest.useFakeTimers({
			now: new Date(now),
			advanceTimers: true,
			doNotFake: [
				'hrtime',
				'nextTick',
				'performance',
				'queueMicrotask',
				'setImmediate',
				'clearImmediate',
				'setInterval',
				'clearInterval',
				'setTimeout',
				'clearTimeout',
			],
		});
	});
	afterEach(() => jest.useRealTimers());
}
