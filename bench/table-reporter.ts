import { writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'

/**
 * Prints the tables the bench's tests attach and the budgets they broke (their failed assertions), and
 * writes the same to bench/results.md (git-ignored). Compare a page with the floor of the same run only.
 */
export default class TableReporter implements Reporter {
  private readonly parts = [
    `${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores (load average ${loadavg()[0]!.toFixed(1)} at the start), Node ${process.versions.node}`,
  ]
  private readonly broken: string[] = []

  onTestEnd(test: TestCase, result: TestResult) {
    for (const { name, body } of result.attachments) if (name === 'table' && body) this.parts.push(body.toString())
    for (const error of result.errors) this.broken.push(`${test.title}: ${summary(error.message ?? '')}`)
  }

  onEnd({ status }: FullResult) {
    // A run that never measured (its build failed, it timed out) meets no budget.
    const budgets = this.broken.length
      ? `Budgets broken:\n${this.broken.map((line) => `  - ${line}`).join('\n')}`
      : status === 'passed'
        ? 'Budgets: all met'
        : `Budgets: not measured (the run ${status})`
    const report = [...this.parts, budgets].join('\n\n')
    console.log(`\n${report}`)
    writeFileSync(join(import.meta.dirname, 'results.md'), `${report}\n`)
  }
}

/** An assertion's message on one line: its label, then what was expected and received. */
const summary = (message: string) =>
  message
    .replace(/\u001b\[[\d;]*m/g, '')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('expect('))
    .map((line) => line.trim())
    .join(' ')
