import { ComicText } from './comic-text'

/** Comic Text as Magic UI documents it: every prop of its props table, and its demo's usage. */
export function MagicUiUsage() {
  return (
    <div className="space-y-8 text-center">
      <ComicText>Comic Text</ComicText>
      <ComicText fontSize={5}>BOOM!</ComicText>
      <ComicText className="mx-auto" fontSize={4} style={{ color: '#ffffff' }}>
        POW!
      </ComicText>
    </div>
  )
}
