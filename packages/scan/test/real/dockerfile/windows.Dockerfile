# escape=`
FROM mcr.microsoft.com/windows/servercore:ltsc2022
SHELL ["powershell", "-Command", "$ErrorActionPreference = 'Stop';"]
ENV TOOLS_URL=https://download.example.com/tools/ `
    CHOCO_URL=https://community.chocolatey.org/install.ps1
RUN Invoke-WebRequest -Uri https://download.example.com/tools/setup.exe -OutFile C:\setup.exe; `
    Start-Process C:\setup.exe -ArgumentList '/quiet' -Wait
WORKDIR C:\app
