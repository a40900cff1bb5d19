import { Highlighter } from './highlighter'

/** Highlighter as Magic UI documents it: every prop of its props table, and its example's usage. */
export function MagicUiUsage() {
  return (
    <div className="text-center">
      <p className="leading-relaxed">
        The{' '}
        <Highlighter action="underline" color="#FF9800">
          Magic UI Highlighter
        </Highlighter>{' '}
        makes important{' '}
        <Highlighter action="highlight" color="#87CEFA">
          text stand out
        </Highlighter>{' '}
        effortlessly.
      </p>
      <Highlighter
        action="circle"
        color="#ffd1dc"
        strokeWidth={1.5}
        animationDuration={500}
        iterations={2}
        padding={2}
        multiline={true}
        isView={false}
      >
        Every prop
      </Highlighter>
      <Highlighter action="box">box</Highlighter>
      <Highlighter action="bracket">bracket</Highlighter>
      <Highlighter action="crossed-off">crossed off</Highlighter>
      <Highlighter action="strike-through" isView>
        strike-through
      </Highlighter>
    </div>
  )
}
