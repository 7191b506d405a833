import BankUIApp

BankUICommand.main()
