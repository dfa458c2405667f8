/** A build failure with a message fit for the operator: what failed, and why. Never a stack trace. */
export class BuildFailure extends Error {
  override name = 'BuildFailure';
}
