import { useRef } from 'react';

/** A button that picks a file for the body; the drop target is the body panel around it. */
export function BodyFileInput({ onFile }: { onFile: (file: File) => void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" onClick={() => input.current?.click()}>
        Body from file…
      </button>
      <input
        ref={input}
        type="file"
        hidden
        aria-label="Body file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
          event.target.value = '';
        }}
      />
    </>
  );
}
