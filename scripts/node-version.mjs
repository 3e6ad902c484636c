// Plain JavaScript on purpose: this must run, and explain itself, on a Node too old for TypeScript.

/** `">=22.22"` → [22, 22]: the only form package.json's engines field uses here. */
export function minimumFrom(engines) {
  const match = /^>=\s*(\d+)(?:\.(\d+))?/.exec(engines ?? "");
  if (!match) throw new Error(`Unexpected engines.node range: ${engines}`);
  return [Number(match[1]), Number(match[2] ?? 0)];
}

/** A sentence saying what is wrong and what to do, or null when this Node will do. */
export function nodeVersionProblem(version, engines) {
  const [major, minor] = version.replace(/^v/, "").split(".").map(Number);
  const [needMajor, needMinor] = minimumFrom(engines);
  if (major > needMajor || (major === needMajor && minor >= needMinor)) return null;
  return (
    `Groundtruth needs Node.js ${needMajor}.${needMinor} or newer (you have ${version.replace(/^v/, "")}); see README.\n` +
    "Install Node.js 24 (https://nodejs.org, or `nvm install 24`) and run the command again."
  );
}
