"""An interactive bash in a pseudo-terminal, for capture scripts that keep a real shell session
(prompt, echoed command, output) as an intake fixture. Used by families.py and files.py."""
import os, pty

def typed_session(script, work, prompt):
    """Types each line after the prompt shows, in a pty 4000 columns wide (no line scrolling)."""
    import fcntl, struct, termios, time
    pid, fd = pty.fork()
    if pid == 0:
        os.chdir(work)
        os.execvpe('bash', ['bash', '--norc', '--noprofile', '-i'], {'PS1': prompt, 'PS2': '> ', 'TERM': 'dumb', 'PATH': os.environ['PATH'], 'HOME': work})
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack('HHHH', 200, 4000, 0, 0))
    data = b''
    def read_until(marker):
        nonlocal data
        while not data.decode('utf-8', 'replace').endswith(marker):
            try: chunk = os.read(fd, 4096)
            except OSError: return
            if not chunk: return
            data += chunk
    read_until(prompt)
    for line in script.split('\n'):
        if line == '': continue
        os.write(fd, (line + '\n').encode()); time.sleep(0.2)
        if line == 'exit': break
        # Here-document lines get the PS2 prompt; the command's end the PS1 one.
        read_until(prompt if not line.startswith(('{', 'EOF')) and '<<' not in line else '')
    while True:
        try: chunk = os.read(fd, 4096)
        except OSError: break
        if not chunk: break
        data += chunk
    os.waitpid(pid, 0)
    return data.decode('utf-8').replace('\r\n', '\n')
