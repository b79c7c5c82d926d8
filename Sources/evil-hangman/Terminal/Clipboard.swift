#if canImport(Glibc)
    import Glibc
#endif

enum Clipboard {
    /// OSC 52, which xterm, kitty, iTerm2, Windows Terminal and tmux (`set-clipboard on`) honour and others ignore.
    /// Sent between frames (curses has flushed); it moves no cursor.
    static func copy(_ text: String) {
        TerminalOutput.send("\u{1b}]52;c;\(base64(Array(text.utf8)))\u{07}")
    }

    /// Standard base64 with padding (RFC 4648), as OSC 52 wants it.
    static func base64(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var i = 0
        while i < bytes.count {
            let n = min(3, bytes.count - i)
            let b0 = UInt32(bytes[i])
            let b1 = n > 1 ? UInt32(bytes[i + 1]) : 0
            let b2 = n > 2 ? UInt32(bytes[i + 2]) : 0
            let triple = b0 << 16 | b1 << 8 | b2
            for k in 0..<4 {
                out.append(k <= n ? alphabet[Int(triple >> (18 - 6 * UInt32(k)) & 63)] : UInt8(ascii: "="))
            }
            i += 3
        }
        return String(decoding: out, as: UTF8.self)
    }
}
