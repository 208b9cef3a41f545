// Browser tests on a shared 2-core machine occasionally lose a race with the browser (an action
// before a screen settles). A failing browser test runs up to twice more and its first error is
// printed, so flakes stay visible in the log instead of failing the whole run.
jest.retryTimes(2, { logErrorsBeforeRetry: true });
