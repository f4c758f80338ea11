import { DiffEditor, type DiffOnMount } from '@monaco-editor/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { consoleTheme } from './monaco-setup.ts';
import { visibleForm } from '../../core/text/visible-text.ts';
import { EditorLoading } from './editor-loading.tsx';
import { editorOptions } from './editor-options.ts';
import { useResolvedTheme } from '../hooks/use-resolved-theme.ts';

type CodeEditor = ReturnType<Parameters<DiffOnMount>[0]['getOriginalEditor']>;

function nameTextBoxes(editor: CodeEditor, name: string) {
  editor.updateOptions({ ariaLabel: name });
  for (const box of editor.getDomNode()?.querySelectorAll('textarea, [role="textbox"]') ?? []) {
    box.setAttribute('aria-label', name);
  }
}

/** How long a closed diff keeps its models, for a computation in flight to come back to. */
const MODEL_RELEASE_DELAY_MS = 10_000;

/** The narrowest diff, in CSS pixels, drawn as two columns. */
const SIDE_BY_SIDE_MIN = 640;

export interface ByteDiffProps {
  /** The string to sign of spec 5.2. */
  correct: string;
  /** What the sender signed instead. */
  sent: string;
}

/**
 * Monaco's diff editor over two strings to sign (the correct one drawn green, the sender's red), with CR, LF, tabs, BOM, NBSP and zero-width
 * characters drawn as markers, so a difference of one invisible byte shows. Load it lazily.
 */
export default function ByteDiff({ correct, sent }: ByteDiffProps) {
  const theme = useResolvedTheme();
  // Side by side where there is room, one column on a phone; the legend names the layout drawn.
  const frame = useRef<HTMLDivElement>(null);
  const [sideBySide, setSideBySide] = useState(true);
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) =>
      setSideBySide((entry?.contentRect.width ?? SIDE_BY_SIDE_MIN) >= SIDE_BY_SIDE_MIN),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const editorRef = useRef<Parameters<DiffOnMount>[0] | null>(null);
  // @monaco-editor/react disposes the two models before the diff widget that still holds them,
  // and Monaco reports that as an uncaught error on every unmount. So the models are kept from
  // the library and released here, detached first; a layout cleanup runs before the library's.
  // A diff the worker is still computing answers later and fails ("no diff result available")
  // when its models are gone, so they are released once that answer has had time to come back.
  useLayoutEffect(
    () => () => {
      const editor = editorRef.current;
      const models = editor?.getModel();
      editor?.setModel(null);
      if (!models) return;
      setTimeout(() => {
        models.original.dispose();
        models.modified.dispose();
      }, MODEL_RELEASE_DELAY_MS);
    },
    [],
  );
  return (
    <div ref={frame}>
      <p className="hint byte-diff-legend" data-testid="ui.byte-diff-legend">
        {sideBySide
          ? 'Left: the correct string to sign. Right: what the sender signed.'
          : 'Lines marked − are the correct string to sign; lines marked + are what the sender signed.'}
      </p>
      <DiffEditor
        keepCurrentOriginalModel
        keepCurrentModifiedModel
        onMount={(editor) => {
          editorRef.current = editor;
          // Each side's text box is named, whichever element Monaco gives the keyboard (a text
          // area, or an EditContext box with role textbox): axe requires every input field a name.
          nameTextBoxes(editor.getOriginalEditor(), 'Correct string to sign');
          nameTextBoxes(editor.getModifiedEditor(), 'String the sender signed');
        }}
        height={220}
        theme={consoleTheme(theme)}
        language="plaintext"
        original={visibleForm(correct)}
        modified={visibleForm(sent)}
        loading={<EditorLoading />}
        // Monaco leaves the diff's inner editors unlabelled: the wrapper names the diff instead.
        wrapperProps={{ 'aria-label': 'Byte diff', className: 'byte-diff', 'data-text-editor': '' }}
        options={{
          ...editorOptions,
          readOnly: true,
          renderSideBySide: sideBySide,
          useInlineViewWhenSpaceIsLimited: false,
          diffWordWrap: 'on',
          ignoreTrimWhitespace: false,
          renderOverviewRuler: false,
          originalAriaLabel: 'Correct string to sign',
          ariaLabel: 'String the sender signed',
        }}
      />
    </div>
  );
}
