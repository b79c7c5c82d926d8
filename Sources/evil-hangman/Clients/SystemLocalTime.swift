import HangmanApp
import HangmanScreens

#if canImport(Glibc)
    import Glibc
#endif

extension LocalTime {
    /// The system's time zone (TZ, /etc/localtime), as the C library knows it.
    static let system = LocalTime { utcSeconds in
        var seconds = time_t(utcSeconds)
        var parts = tm()
        guard localtime_r(&seconds, &parts) != nil else { return 0 }
        return Int(parts.tm_gmtoff)
    }
}
