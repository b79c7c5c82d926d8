import HangmanCore
import HangmanStore

/// The screen's language (the first the environment asks for, as gettext reads it, that the game speaks) and its
/// catalogue `LOCALEDIR/nl/LC_MESSAGES/evil-hangman.mo`, read as outside input: a regular file within the limit
/// (a FIFO never waited on), checked whole (`MOCatalogue`) before any string is used; a failure means English.
enum CatalogueLoader {
    static let domain = "evil-hangman"

    /// Why the catalogue asked for was not used, for the status line and `--plain`'s notes.
    nonisolated(unsafe) private(set) static var problem: String?

    static func forLocale(environment: [String: String]) -> MOCatalogue? {
        // English needs no catalogue, and asking for none keeps the locale unread before the first frame.
        let requested = Localization.requestedLanguages(environment: environment)
        guard let language = requested.first(where: { $0 == "en" || Localization.shippedLanguages.contains($0) }),
            language != "en",
            let folder = ResourceLocator.localeFolder(domain: domain)
        else {
            return nil
        }
        // The path is ours (a shipped language in our folder): LANGUAGE cannot name another folder.
        let path = "\(folder)/\(language)/LC_MESSAGES/\(domain).mo"
        let bytes: [UInt8]
        do throws(StoreError) {
            guard let read = try FileIO.read(path, limit: MOCatalogue.sizeLimit) else { return nil }
            bytes = read
        } catch {
            problem = note(path, error.reason)
            return nil
        }
        do throws(MOCatalogue.Problem) {
            let catalogue = try MOCatalogue(bytes: bytes)
            if catalogue.leftOut > 0 {
                problem =
                    """
                    the translation \(PrintableText.name(path)) has \(catalogue.leftOut) \
                    string\(catalogue.leftOut == 1 ? "" : "s") 
                    """
                        + """
                        whose directives are not their English's: \(catalogue.leftOut == 1 ? "it is" : "they are") \
                        said in English
                        """
            }
            return catalogue
        } catch {
            problem = note(path, error.description)
            return nil
        }
    }

    /// Said in English: the catalogue that would have said it in the player's language is the one refused.
    private static func note(_ path: String, _ reason: String) -> String {
        "the translation \(PrintableText.name(path)) could not be used (\(reason)): the screen is in English"
    }
}
