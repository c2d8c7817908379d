import { appendFileSync } from 'node:fs';

/**
 * Vitest reporter for `npm test` (decision 1871): a test that failed and then passed on its second
 * try is written, with what failed the first time, to the file named by UMBRELLA_FLAKY_REPORT (one
 * JSON line each), so the suite's summary names it instead of the retry hiding it.
 */
export default class FlakyReporter {
  onTestCaseResult(testCase) {
    const file = process.env.UMBRELLA_FLAKY_REPORT;
    if (!file || !testCase.diagnostic()?.flaky) return;
    const firstError = testCase.result().errors?.[0];
    const line = {
      file: testCase.module.moduleId.replace(`${process.cwd()}/`, ''),
      name: testCase.fullName,
      firstError: (firstError?.message ?? '').split('\n').slice(0, 6).join('\n'),
    };
    appendFileSync(file, `${JSON.stringify(line)}\n`);
  }
}
