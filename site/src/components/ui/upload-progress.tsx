/** An upload's progress bar: the bytes sent, then 'Saving…' while the server stores them. */
export function UploadProgress({ value, label = 'Upload progress' }: { value: number; label?: string }) {
  const percent = Math.round(value * 100)
  return (
    <div className="grid gap-1.5" data-slot="upload-progress">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-150 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-muted-foreground text-xs tabular-nums">
        {percent < 100 ? `Uploading… ${percent}%` : 'Saving…'}
      </p>
    </div>
  )
}
