/** Each hyphenated word ("clone-firm", "one-page") kept on one line: a break after its hyphen reads as a typo. */
export function keepHyphenatedWords(text: string): React.ReactNode {
  return text.split(/(\S+-\S+)/).map((part, index) =>
    index % 2 ? (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  )
}
