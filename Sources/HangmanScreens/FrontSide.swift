import HangmanApp
import HangmanCore

/// The front of the card: gallows, misses, the word, the letter grid.
enum FrontSide {
    static func draw(_ app: App, motion: Motion = .still, into frame: inout Frame) {
        let g = app.glyphs
        let game = app.play.game
        Layout.titleBar(app, subtitle: nil, buttons: [.settings, .newGame, .daily, .help, .quit], into: &frame)

        // Spare rows above the minimum height open up the layout a little.
        let spare = min(app.height - UIMetrics.minimumHeight, 6)
        let gap = (top: spare > 0 ? 1 : 0, word: spare > 1 ? 1 : 0, grid: spare > 2 ? 1 : 0)
        // A large window (from 100×30) shows the word in block letters, and (from 100×36) a
        // gallows twice the size; at 80×24 the screen stays as it is.
        let bigWord =
            app.width >= 100 && app.height >= 30 && BigLetters.fits(length: game.wordLength, columns: app.width - 4)
        let scale = app.width >= 100 && app.height >= 36 ? 2 : 1
        // From 24 rows the word stands in tiles (three rows) where it fits; the grid's rows close up.
        let tiles = !bigWord && app.height >= 24 && game.wordLength * 4 - 1 <= app.width - 2
        let extraRows = (bigWord ? BigLetters.height - 1 : 0) + (scale - 1) * Gallows.height
        // The gallows and the panel beside it, centred as one block.
        let x0 = max(0, (app.width - 56 - (scale - 1) * Gallows.width) / 2) - 2
        // Beyond 24 rows the block sits in the middle of the window.
        let gallowsY = 3 + gap.top + max(0, (app.height - 24 - extraRows) / 2)

        Gallows.draw(
            misses: game.missesMade, allowed: game.missesAllowed, won: game.status == .won, x: x0 + 2, y: gallowsY,
            unicode: g == .unicode, scale: scale, into: &frame.screen)

        // The panel beside the gallows.
        panel(app, x: x0 + 2 + Gallows.width * scale + 3, y: gallowsY, into: &frame.screen)

        // The word.
        let wordY = gallowsY + Gallows.height * scale + 1 + gap.word
        let wordRows = bigWord ? BigLetters.height : (tiles ? 3 : 1)
        drawWord(app, y: wordY, big: bigWord, tiles: tiles, flash: motion.flash, into: &frame.screen)

        // The letter grid.
        let gridY = wordY + wordRows + 1 + (tiles ? 0 : gap.word)
        drawGrid(
            app, x: (app.width - LetterGrid.columns(for: game.language) * 4) / 2, y: gridY,
            rowGap: tiles && scale == 1 && !bigWord && app.height < 26 ? 0 : gap.grid,
            flash: motion.flash, into: &frame)

        Layout.footer(app, into: &frame)
    }

    /// Beside the gallows: the misses left, the wrong letters, what this game is, how it ended.
    static func panel(_ app: App, x px: Int, y gallowsY: Int, into screen: inout Screen) {
        let g = app.glyphs
        let game = app.play.game
        let left = game.missesLeft
        let missesLeft = tr("Misses left:") + " "
        screen.put(missesLeft, x: px, y: gallowsY, .normal)
        screen.put(
            tr("%d of %d", left, game.missesAllowed), x: px + missesLeft.count, y: gallowsY,
            left <= 1 && !game.isOver ? .bad : .bold)
        let pips =
            String(repeating: g.pipFull, count: max(0, left))
            + String(repeating: g.pipEmpty, count: max(0, game.missesMade))
        screen.put(pips, x: px, y: gallowsY + 1, left <= 1 ? .bad : .accent)

        let wrong = game.wrongLetters.map { String($0.gameCapital) }.joined(separator: " ")
        let wrongLabel = tr("Wrong:") + " "
        screen.put(wrongLabel, x: px, y: gallowsY + 3, .normal)
        screen.put(
            wrong.isEmpty ? tr("none yet") : wrong, x: px + wrongLabel.count, y: gallowsY + 3,
            wrong.isEmpty ? .dim : .bad)

        // How many words still fit: every answer the host gave narrows them, and a loss is then
        // seen coming (a pool already down to one word needs no letter to split it).
        if let fit = app.wordsLeftShown {
            screen.put(
                TextLayout.fit(UIText.wordsLeft(fit, in: game), app.width - px - 1, g),
                x: px, y: gallowsY + 4, fit == 1 ? .good : .normal)
        }

        // The level (or the daily's date), then who answers.
        let level = game.deal.level
        // An evil game names its host ("Cunning host"); where the line is short of room the host
        // gives way whole (the settings side and help name it).
        // At the Nemesis level the level is the host: the line says instead what it counts on.
        let host =
            game.mode == .good
            ? UIText.host(mode: .good, host: nil)
            : level == .nemesis
                ? UIText.nemesisKnows(game, learning: !app.habits.learningIsOff)
                : tr("%s host", (game.host ?? .classic).title)
        let named = game.deal.dailyLabel ?? (game.mode == .good ? nil : level.title)
        let kind = TextLayout.parts(
            [named, host].compactMap { $0 }, separator: " \(g.dot) ", width: app.width - px - 1)
        screen.put(kind, x: px, y: gallowsY + 5, .dim)
        // The list's name takes the line below where the three do not fit in one.
        let width = app.width - px - 1
        let list = listName(app)
        let shape = TextLayout.parts(
            [UIText.length(of: game), UIText.misses(game.missesAllowed), list], separator: " \(g.dot) ", width: width)
        screen.put(shape, x: px, y: gallowsY + 6, .dim)
        if !shape.hasSuffix(list) { screen.put(TextLayout.fit(list, width, g), x: px, y: gallowsY + 7, .dim) }

        if game.isOver {
            for (i, line) in TextLayout.wrap(UIText.outcome(of: game), app.width - px - 1).prefix(2).enumerated() {
                screen.put(line, x: px, y: gallowsY + 8 + i, game.status == .won ? .good : .bad)
            }
        }
    }

    static func listName(_ app: App) -> String {
        Layout.listName(app.play.game.wordList, app: app)
    }

    /// The word: block letters in a large window, tiles from 24 rows, else `_ _ E _ _ E`. At a
    /// loss the missing letters show in red. Once the game is over the word is spelled as its
    /// list spells it (TÚMIDO where E, then U was guessed).
    static func drawWord(
        _ app: App, y: Int, big: Bool = false, tiles: Bool = false, flash: Motion.Flash? = nil,
        into screen: inout Screen
    ) {
        let game = app.play.game
        let spelled =
            game.isOver ? game.spelledWord.map(Array.init).flatMap { $0.count == game.wordLength ? $0 : nil } : nil
        let cells: [(letter: Character?, style: Style)] = game.pattern.enumerated().map { i, shown in
            if let c = shown { return (spelled?[i] ?? c, flash?.hit == true && flash?.letter == c ? .flashHit : .bold) }
            if game.status == .lost, let word = spelled { return (word[i], .bad) }
            return (nil, .normal)
        }
        if big {
            BigLetters.draw(
                cells.map { ($0.letter, $0.letter == nil ? .dim : $0.style) }, y: y, width: app.width,
                glyphs: app.glyphs,
                into: &screen)
        } else if tiles {
            drawTiles(cells, y: y, app: app, into: &screen)
        } else {
            let spaced = game.wordLength * 2 - 1 <= app.width - 2
            var row: [Cell] = []
            for cell in cells {
                if spaced && !row.isEmpty { row.append(Cell(" ")) }
                row.append(Cell(cell.letter.map { $0.gameCapital } ?? "_", cell.style))
            }
            let x = (app.width - row.count) / 2
            for (i, cell) in row.enumerated() { screen[x + i, y] = cell }
        }
    }

    /// One tile a letter: `┌─┐` / `│E│` / `└─┘` (`+-+` / `|E|` in ASCII); a phrase's space is a gap.
    static func drawTiles(_ cells: [(letter: Character?, style: Style)], y: Int, app: App, into screen: inout Screen) {
        let unicode = app.glyphs == .unicode
        let x0 = (app.width - (cells.count * 4 - 1)) / 2
        for (i, cell) in cells.enumerated() where cell.letter != " " {
            let x = x0 + i * 4
            let edge: Style = cell.letter == nil ? .dim : .border
            screen.put(unicode ? "┌─┐" : "+-+", x: x, y: y, edge)
            screen.put(unicode ? "│" : "|", x: x, y: y + 1, edge)
            screen[x + 1, y + 1] = Cell(cell.letter.map { $0.gameCapital } ?? " ", cell.style)
            screen.put(unicode ? "│" : "|", x: x + 2, y: y + 1, edge)
            screen.put(unicode ? "└─┘" : "+-+", x: x, y: y + 2, edge)
        }
    }

    /// The alphabet in two rows, in the language's order (Spanish Ñ after N, German Ä Ö Ü ẞ after
    /// Z); each cell is `[A✓]`: the
    /// cursor's brackets hold the letter and its mark (hit or miss), so a mark never runs into
    /// the next letter's bracket.
    static func drawGrid(_ app: App, x: Int, y: Int, rowGap: Int, flash: Motion.Flash? = nil, into frame: inout Frame) {
        let game = app.play.game
        let columns = LetterGrid.columns(for: game.language)
        for i in game.language.letters.indices {
            let letter = LetterGrid.letter(at: i, in: game.language)
            let cx = x + (i % columns) * 4
            let cy = y + (i / columns) * (1 + rowGap)
            let tried = game.guessedLetters.contains(letter)
            let missed = game.wrongLetters.contains(letter)
            var style: Style = !tried ? .letterUnused : (missed ? .letterMiss : .letterHit)
            if let flash, flash.letter == letter { style = flash.hit ? .flashHit : .flashMiss }
            let isCursor = i == app.play.cursor && app.side == .front && app.windows.modal == nil
            let mark: Character = !tried ? " " : (missed ? app.glyphs.missMark : app.glyphs.hitMark)
            frame.screen.put(isCursor ? "[" : " ", x: cx, y: cy, isCursor ? .selected : style)
            frame.screen.put(String(letter.gameCapital), x: cx + 1, y: cy, isCursor ? .selected : style)
            frame.screen[cx + 2, cy] = Cell(mark, isCursor ? .selected : style)
            frame.screen.put(isCursor ? "]" : " ", x: cx + 3, y: cy, isCursor ? .selected : style)
            frame.target(Rect(x: cx, y: cy, width: 4, height: 1), .play(.guess(String(letter))))
        }
    }
}
