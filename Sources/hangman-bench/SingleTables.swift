import HangmanCore
import HangmanStore

/// The flags that print one table each and stop (`--oracle`, `--root-probe`, `--custom-variety`,
/// `--level-scan`), run once every other flag has been read.
struct SingleTables {
    let oracle: [Int]?, probe: [Int]?, customVariety: [Int]?, scanMisses: Int?
    let scanLengths: [Int], levelGames: Int, peopleGames: Int
    /// The language `--level-scan` measures (nil: English).
    let language: Language?

    func print(resources: String) throws {
        let web2 = try WordListFile.load(path: resources + "/words.txt")
        if let oracle { Swift.print(OracleBench.run(list: web2, lengths: oracle, misses: 10, games: levelGames)) }
        if let probe { Swift.print(RootProbe.run(list: web2, lengths: probe, games: max(3, peopleGames))) }
        if let customVariety { Swift.print(CustomVariety.run(list: web2, lengths: customVariety)) }
        if let scanMisses {
            let lists = try LevelBench.lists(language: language, resources: resources)
            Swift.print(LevelBench.scan(lists: lists, lengths: scanLengths, misses: scanMisses, games: levelGames))
        }
    }
}
