// Reads what a Dockerfile's stages say, for `npm run image-check`: no engine runs here, so the check
// assembles the runtime stage's files itself, and takes them from the Dockerfile, never from a list of its own.

/**
 * @typedef {{ from?: string, sources: string[], destination: string }} Copy
 * @typedef {{ image: string, name?: string, workdir: string, env: Record<string, string>, copies: Copy[], runs: string[], cmd: string[] }} Stage
 */

/**
 * The stages of a Dockerfile, in order, with the instructions the check needs; an instruction it could
 * not reproduce (ADD, a shell-form CMD, …) stops it.
 * @param {string} text
 * @returns {Stage[]}
 */
export function parseDockerfile(text) {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
  /** @type {Stage[]} */
  const stages = []
  for (const line of lines) {
    const [instruction = '', ...rest] = line.split(/\s+/)
    const argument = line.slice(instruction.length).trim()
    const keyword = instruction.toUpperCase()
    if (keyword === 'FROM') {
      const [image = '', as, name] = rest
      stages.push({ image, name: as?.toUpperCase() === 'AS' ? name : undefined, workdir: '/', env: {}, copies: [], runs: [], cmd: [] })
      continue
    }
    const stage = stages.at(-1)
    if (!stage) throw new Error(`Dockerfile: ${keyword} before the first FROM`)
    if (keyword === 'WORKDIR') stage.workdir = argument
    else if (keyword === 'ENV') {
      for (const [, key, value] of argument.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("[^"]*"|\S+)/g)) stage.env[String(key)] = String(value).replace(/^"|"$/g, '')
    } else if (keyword === 'COPY') {
      const words = rest.filter((word) => !word.startsWith('--chown') && !word.startsWith('--chmod'))
      const from = words[0]?.startsWith('--from=') ? words.shift()?.slice('--from='.length) : undefined
      const destination = words.pop()
      if (!destination || !words.length) throw new Error(`Dockerfile: cannot read "${line}"`)
      stage.copies.push({ from, sources: words, destination })
    } else if (keyword === 'CMD') {
      if (!argument.startsWith('[')) throw new Error(`Dockerfile: CMD must be in exec form (JSON), not "${argument}"`)
      stage.cmd = JSON.parse(argument)
    } else if (keyword === 'RUN') stage.runs.push(argument)
    else if (!['ARG', 'USER', 'EXPOSE', 'LABEL'].includes(keyword)) {
      throw new Error(`Dockerfile: ${keyword} is not something image-check can reproduce`)
    }
  }
  return stages
}

/**
 * The runtime (last) stage, whose copies must all come from the build stage's `/app`: the check
 * takes those files from this checkout after `npm run build`.
 * @param {Stage[]} stages
 */
export function runtimeStage(stages) {
  const runtime = stages.at(-1)
  if (!runtime || stages.length < 2) throw new Error('Dockerfile: expected a build stage and a runtime stage')
  const build = stages[0]
  for (const copy of runtime.copies) {
    if (copy.from !== build?.name) throw new Error(`Dockerfile: the runtime stage copies from "${copy.from ?? 'the build context'}", not the build stage`)
    for (const source of copy.sources) {
      if (!source.startsWith(`${build?.workdir}/`)) throw new Error(`Dockerfile: ${source} is outside the build stage's ${build?.workdir}`)
    }
  }
  if (runtime.runs.length) throw new Error(`Dockerfile: the runtime stage runs "${runtime.runs[0]}", which image-check cannot reproduce`)
  if (!runtime.cmd.length) throw new Error('Dockerfile: the runtime stage has no CMD')
  return { runtime, build: /** @type {Stage} */ (build) }
}
