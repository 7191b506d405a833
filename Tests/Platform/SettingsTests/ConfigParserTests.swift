import Testing
import TerminalUI
@testable import Settings

/// Reading a config file: what it sets, and every way it is refused, with
/// the line to blame.
@Suite struct ConfigParserTests {
    private let parser = ConfigParser(file: "config.toml", actions: [
        KeyAction(table: "kanban", name: "new-card", defaultKeys: [.character("n")], help: "New card"),
        KeyAction(table: "kanban", name: "redo", defaultKeys: [.control("r")], help: "Redo"),
        KeyAction(table: "global", name: "quit", defaultKeys: [.character("q")], help: "Quit"),
    ])

    private func refusal(_ text: String) -> ConfigError? {
        do {
            _ = try parser.parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func theUserTableNamesThePerson() throws {
        #expect(try parser.parse("[user]\nname = \"민수\"\n").userName == "민수")
        #expect(try parser.parse("[user]\n").userName == nil)
        #expect(refusal("[user]\nname = 3\n")?.line == 2)
        #expect(refusal("[user]\nname = 3\n")?.message == "user.name must be a string, such as \"민수\"")
        #expect(refusal("[user]\nnick = \"x\"\n") == ConfigError(file: "config.toml", line: 2,
                                                                   message: "unknown setting \"user.nick\" (known: name)"))
        #expect(refusal("user = 3\n")?.message == "user must be a table: [user]")
    }

    @Test func anEmptyFileIsEveryDefault() throws {
        #expect(try parser.parse("") == .defaults)
        #expect(try parser.parse("# nothing\n") == .defaults)
    }

    @Test func aGoodFileSetsWhatItNames() throws {
        let config = try parser.parse("""
        mouse = false
        theme = "mono"

        [colors]
        overdue = "red"

        [keys.kanban]
        new-card = ["a", "Ctrl-N"]
        redo = ["F2", "↑", "Up", "Space"]
        """)
        #expect(config.mouse == false)
        #expect(config.theme == "mono")
        #expect(config.colors == ["overdue": "red"])
        #expect(config.keys.keys["kanban.new-card"] == [.character("a"), .control("n")])
        #expect(config.keys.keys["kanban.redo"] == [.function(2), .up, .character(" ")])
        #expect(config.keys.keys["global.quit"] == nil)
    }

    @Test func malformedTomlNamesItsLine() {
        let error = refusal("mouse = true\n[keys.kanban\nnew-card = [\"a\"]\n")
        #expect(error?.line == 2)
        #expect(error?.message.hasPrefix("not TOML") == true)
        #expect(error?.description.hasPrefix("config.toml, line 2: not TOML") == true)
    }

    @Test func anUnknownSettingTableActionOrKeyNameIsRefusedWithItsLine() {
        #expect(refusal("mouse = true\nmose = false\n") == ConfigError(
            file: "config.toml", line: 2, message: "unknown setting \"mose\" (known: mouse, theme, [colors], [keys.…], [user])"))
        let table = refusal("\n[keys.kanbna]\nnew-card = [\"a\"]\n")
        #expect(table?.line == 2 && table?.message.hasPrefix("unknown table [keys.kanbna]") == true)
        #expect(refusal("[keys.kanban]\nredo = [\"u\"]\nnew-crad = [\"a\"]\n") == ConfigError(
            file: "config.toml", line: 3, message: "unknown action \"kanban.new-crad\""))
        #expect(refusal("[keys.kanban]\n\nnew-card = [\"Ctrl-Shift-Q\"]\n") == ConfigError(
            file: "config.toml", line: 3, message: "kanban.new-card: unknown key name \"Ctrl-Shift-Q\""))
    }

    /// The docs promise "a number from 0 to 255": written as a TOML number
    /// (`overdue = 200`) it is taken as the same number in quotes.
    @Test func aColourNumberWithoutQuotesIsTaken() {
        #expect(refusal("[colors]\noverdue = 200\n") == nil)
        #expect(refusal("[colors]\noverdue = \"200\"\n") == nil)
        #expect(refusal("[colors]\noverdue = 256\n")?.line == 2)
    }

    @Test func wrongTypesAreRefusedWithTheirLine() {
        #expect(refusal("mouse = \"yes\"")?.message == "mouse must be true or false")
        #expect(refusal("theme = \"pink\"")?.message.hasPrefix("theme must be one of") == true)
        #expect(refusal("colors = 3")?.message.hasPrefix("colors must be a table") == true)
        let colour = refusal("[colors]\noverdue = true\n")
        #expect(colour?.line == 2
            && colour?.message == "the colour of \"overdue\" must be a colour name in quotes (\"red\") or a number from 0 to 255")
        #expect(refusal("[keys.kanban]\nnew-card = \"a\"\n")?.line == 2)
        #expect(refusal("[keys.kanban]\nnew-card = []\n")?.message == "kanban.new-card needs at least one key")
        #expect(refusal("[keys.kanban]\nnew-card = [1]\n")?.message.contains("must be a string") == true)
        #expect(refusal("keys = 1\n")?.message.hasPrefix("keys must be tables") == true)
    }

    @Test func aColourThatIsNotOneOrARoleThatDoesNotExistIsRefusedWithItsLine() {
        let colour = refusal("[colors]\noverdue = \"red\"\nloan = \"purplish\"\n")
        #expect(colour?.line == 3)
        #expect(colour?.message.hasPrefix("'purplish' is not a colour (for loan)") == true)
        let role = refusal("theme = \"light\"\n[colors]\noverdoo = \"red\"\n")
        #expect(role?.line == 3)
        #expect(role?.message.hasPrefix("unknown colour role 'overdoo'") == true)
        #expect(refusal("[colors]\noverdue = \"bright-red\"\ndim = \"244\"\nhint-key = \"default\"\n") == nil)
    }
}
