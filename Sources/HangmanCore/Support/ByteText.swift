/// Text from the system as bytes (a path, an environment value, a file name) carried in a `String` without losing a
/// byte: valid UTF-8 stays as it is; every other byte becomes one private-use scalar, U+F700 + the byte (as Python's
/// "surrogateescape" does with surrogates, which a `String` cannot hold), and `bytes(_:)` turns them back. A real
/// U+F780…U+F7FF is escaped byte by byte too, so every byte string survives. `PrintableText` shows them as `\xFF`.
public enum ByteText {
    static let base: UInt32 = 0xF700

    /// The text of a C string, byte-exact.
    public static func decode(cString: UnsafePointer<CChar>) -> String {
        var bytes: [UInt8] = []
        var p = cString
        while p.pointee != 0 {
            bytes.append(UInt8(bitPattern: p.pointee))
            p += 1
        }
        return decode(bytes)
    }

    public static func decode(_ bytes: some Collection<UInt8>) -> String {
        let b = Array(bytes)
        var scalars = String.UnicodeScalarView()
        var i = 0
        while i < b.count {
            if let (scalar, length) = scalar(in: b, at: i), !(0xF780...0xF7FF).contains(scalar.value) {
                scalars.append(scalar)
                i += length
            } else if b[i] < 0x80 {
                scalars.append(Unicode.Scalar(b[i]))
                i += 1
            } else {
                scalars.append(Unicode.Scalar(base + UInt32(b[i]))!)
                i += 1
            }
        }
        return String(scalars)
    }

    /// The bytes `text` stands for: its UTF-8, with each escaped byte put back.
    public static func bytes(_ text: String) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if let byte = escapedByte(scalar) { out.append(byte) } else { out += Array(String(scalar).utf8) }
        }
        return out
    }

    /// The byte an escape scalar stands for, or nil for any other scalar.
    public static func escapedByte(_ scalar: Unicode.Scalar) -> UInt8? {
        (0xF780...0xF7FF).contains(scalar.value) ? UInt8(scalar.value - base) : nil
    }

    /// The valid UTF-8 sequence at `i` (shortest form, no surrogates, at most U+10FFFF), if any.
    private static func scalar(in b: [UInt8], at i: Int) -> (Unicode.Scalar, Int)? {
        let lead = b[i]
        let length: Int
        let minimum: UInt32
        var value: UInt32
        switch lead {
        case 0x00...0x7F: return (Unicode.Scalar(lead), 1)
        case 0xC2...0xDF: (length, minimum, value) = (2, 0x80, UInt32(lead & 0x1F))
        case 0xE0...0xEF: (length, minimum, value) = (3, 0x800, UInt32(lead & 0x0F))
        case 0xF0...0xF4: (length, minimum, value) = (4, 0x10000, UInt32(lead & 0x07))
        default: return nil
        }
        guard i + length <= b.count else { return nil }
        for k in 1..<length {
            guard b[i + k] & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(b[i + k] & 0x3F)
        }
        guard value >= minimum, let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }
}
